// @ekp/demo-api: a stateful demo backend for the Kundenportal contract. One core (`handle` → plain
// { status, headers, body }), several transports: `@ekp/demo-api/node-server` and `@ekp/demo-api/msw`.
export { createDemoBackend } from './backend.ts';
export type { DemoBackend, DemoBackendOptions, RequestValidator, ValidatableRequest } from './backend.ts';
export type { DemoRequest, DemoResponse } from './core-types.ts';
export { serializeBody } from './core-types.ts';
export { handleControl } from './control.ts';
export type { DemoClock, Fault, FaultInput, Mail } from './infra.ts';
export { createContractValidator } from './contract/validation.ts';
export type { ContractValidator, ResponseValidation } from './contract/validation.ts';
export { CONTRACT_URL, contractValidator, loadContractSpec, validateResponse } from './contract/load-spec.ts';
export { ROUTES, matchRoute } from './routes.ts';
export type { RouteDef } from './routes.ts';
export { SEED_ACCOUNTS } from './seed-accounts.ts';
export { PROFILE, PROFIL_HEADER, istProfil } from './dialekt.ts';
export type { Profil } from './dialekt.ts';
