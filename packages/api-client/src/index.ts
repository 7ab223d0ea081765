export { ApiError, isAbortError, isApiError, isNetworkError, NetworkError } from './api-error.ts';
export {
  apiQuery,
  createApiClient,
  sessionMiddleware,
  unwrap,
  type ApiClientOptions,
  type KundenportalClient,
  type SessionAccess,
} from './client.ts';
export type { components, operations, paths } from './generated/kundenportal.ts';

import type { components } from './generated/kundenportal.ts';

/** The contract's schemas by their German names, e.g. `Schema<'Vertrag'>`. */
export type Schema<TName extends keyof components['schemas']> = components['schemas'][TName];
