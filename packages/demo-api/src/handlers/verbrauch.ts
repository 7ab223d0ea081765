// Consumption between readings, interval history and price series of dynamic tariffs.
import type { Handler, HandlerContext } from '../context.ts';
import { eigenerVertrag, nowMs } from '../context.ts';
import type { DemoResponse } from '../core-types.ts';
import { badRequest, json } from '../core-types.ts';
import type { Raster } from '../domain/messung.ts';
import { historie, preiszeitreihe, verbraeucheZwischenAblesungen } from '../domain/messung.ts';
import type { Intervall } from '../domain/model.ts';
import { addDays, berlinMidnight, DAY_MS } from '../domain/time.ts';
import type { VertragsDaten } from '../state.ts';
import { verarbeitet } from './ablesung.ts';
import { dynamischeTarifphase } from './vertrag.ts';

/** Longest period per request, so a typo in a query cannot make the demo backend compute for minutes. */
const MAX_TAGE: Record<Intervall, number> = { STUENDLICH: 62, TAEGLICH: 400, MONATLICH: 3700 };

export const getVerbraeuche: Handler = (ctx) => {
  const daten = eigenerVertrag(ctx);
  if (!daten.hatVerbraeuche) return json(200, []);
  const von = ctx.query.get('von');
  const bis = ctx.query.get('bis');
  const ablesungen = verarbeitet(ctx, daten).map((a) => ({
    ablesedatum: a.ablesedatum,
    werte: Object.fromEntries(Object.values(a.ablesewerte).map((w) => [w.obiskennzahl, w.ablesewert])),
  }));
  const list = verbraeucheZwischenAblesungen(daten.messkonzept, ablesungen).filter(
    (v) => (von === null || v.bis >= von) && (bis === null || v.von <= bis),
  );
  return json(200, list);
};

function zeitraum(
  ctx: HandlerContext,
  daten: VertragsDaten,
  intervall: Intervall,
): { raster: Raster; vonMs: number; bisMs: number; beginnMs: number } | DemoResponse {
  const phase = dynamischeTarifphase(daten);
  const raster = daten.messkonzept.raster;
  if (!phase || !raster) return badRequest(`Der Vertrag ${daten.vertrag.id} hat keinen dynamischen Tarif.`);
  const vonMs = Date.parse(ctx.query.get('von') ?? '');
  const bisMs = Date.parse(ctx.query.get('bis') ?? '');
  if (!(vonMs < bisMs)) return badRequest('Der Beginn des Zeitraums muss vor seinem Ende liegen.', 'von');
  if (bisMs - vonMs > MAX_TAGE[intervall] * DAY_MS) {
    return badRequest(
      `Der Zeitraum darf für ${intervall} höchstens ${MAX_TAGE[intervall]} Tage umfassen.`,
      'bis',
    );
  }
  return { raster, vonMs, bisMs, beginnMs: berlinMidnight(phase.gueltigVon) };
}

export const getVerbrauchshistorie: Handler = (ctx) => {
  const daten = eigenerVertrag(ctx);
  const intervall = (ctx.query.get('interval') ?? 'STUENDLICH') as Intervall;
  const z = zeitraum(ctx, daten, intervall);
  if ('status' in z) return z;
  const { lieferende } = daten.vertrag;
  const data = historie(
    { ...daten.messkonzept, raster: z.raster },
    { beginnMs: z.beginnMs, endeMs: lieferende ? berlinMidnight(addDays(lieferende, 1)) : null },
    { vonMs: z.vonMs, bisMs: z.bisMs },
    intervall,
    nowMs(ctx),
  );
  return json(200, { data });
};

/** Longest market price window per request (the portal asks for two days). */
const MAX_TAGE_PREISE = 62;

export const getPreiszeitreihe: Handler = (ctx) => {
  const vonMs = Date.parse(ctx.query.get('von') ?? '');
  const bisMs = Date.parse(ctx.query.get('bis') ?? '');
  if (!(vonMs < bisMs)) return badRequest('Der Beginn des Zeitraums muss vor seinem Ende liegen.', 'von');
  if (bisMs - vonMs > MAX_TAGE_PREISE * DAY_MS) {
    return badRequest(`Der Zeitraum darf höchstens ${MAX_TAGE_PREISE} Tage umfassen.`, 'bis');
  }
  return json(200, { preise: preiszeitreihe({ vonMs, bisMs }, nowMs(ctx)) });
};
