// The image for all brands and the one for one brand, as code: used by the deployment tests, the e2e journeys
// (behind the nginx for all brands) and `pnpm bench`.
export * from './bundle.ts';
export * from './einzeln.ts';
export * from './mandanten.ts';
export * from './nginx-lokal.ts';
export * from './synthetisch.ts';
