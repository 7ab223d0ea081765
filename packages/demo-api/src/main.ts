// `pnpm --filter @ekp/demo-api dev`: the demo backend for the brand apps (vite proxies /api here) and e2e tests.
import { createDemoBackend } from './backend.ts';
import { contractValidator } from './contract/load-spec.ts';
import { istProfil, PROFILE } from './dialekt.ts';
import { SEED_ACCOUNTS } from './seed-accounts.ts';
import { startDemoServer } from './transports/node-server.ts';

const port = Number(process.env.DEMO_API_PORT ?? 4010);
const host = process.env.DEMO_API_HOST;
const delay = process.env.DEMO_API_PROCESSING_DELAY_MS;
const profil = process.env.DEMO_API_PROFIL ?? 'standard';
// `5/600`: at most 5 accepted cancellation declarations per client in 600 s of the demo clock.
const limit = /^(\d+)\/(\d+)$/.exec(process.env.DEMO_API_KUENDIGUNG_LIMIT ?? '5/600');
if (!limit || Number(limit[1]) < 1 || Number(limit[2]) < 1) {
  console.error('DEMO_API_KUENDIGUNG_LIMIT erwartet anzahl/sekunden, z. B. 5/600.');
  process.exit(2);
}
if (!istProfil(profil)) {
  console.error(`DEMO_API_PROFIL=${profil} gibt es nicht; möglich: ${PROFILE.join(', ')}.`);
  process.exit(2);
}

const backend = createDemoBackend({
  validator: contractValidator().validateRequest,
  processingDelayMs: delay === undefined ? 5000 : Number(delay),
  profil,
  kuendigungLimit: { anzahl: Number(limit[1]), fensterSekunden: Number(limit[2]) },
});
const server = await startDemoServer({
  port,
  ...(host ? { host } : {}),
  backend,
  log: process.env.DEMO_API_LOG === '1',
  checkResponses: process.env.DEMO_API_CHECK_RESPONSES === '1',
});

console.log(`Demo-Backend läuft: ${server.url}/api  (Profil ${profil}, Steuerung: ${server.url}/__demo)`);
console.log('Demo-Zugänge:');
for (const account of SEED_ACCOUNTS)
  console.log(`  ${account.kundennummer} / ${account.passwort}  – ${account.beschreibung}`);

const shutdown = () => {
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
