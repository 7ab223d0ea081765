import type { Handler } from '../context.ts';
import { badRequest, json } from '../core-types.ts';
import { feiertage } from '../domain/feiertage.ts';

/** Stand-in for the external holiday service (same query and response shape). */
export const getFeiertage: Handler = (ctx) => {
  const years = (ctx.query.get('years') ?? '').split(',').map(Number);
  if (years.some((y) => !Number.isInteger(y) || y < 1970 || y > 2200))
    return badRequest('years muss Jahre von 1970 bis 2200 enthalten.', 'years');
  return json(200, {
    status: 'success',
    feiertage: [...new Set(years)].sort().flatMap((year) => feiertage(year)),
  });
};
