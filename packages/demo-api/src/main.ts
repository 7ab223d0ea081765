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
if (!istProfil(profil)) {
  console.error(`DEMO_API_PROFIL=${profil} gibt es nicht; möglich: ${PROFILE.join(', ')}.`);
  process.exit(2);
}

const backend = createDemoBackend({
  validator: contractValidator().validateRequest,
  processingDelayMs: delay === undefined ? 5000 : Number(delay),
  profil,
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
