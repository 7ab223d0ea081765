// `pnpm backend-pruefen --basis-url URL --kundennummer K --passwort P [--schreiben]` (docs/backend-pruefen.md).
import { parseArgs } from 'node:util';

import { formatiereBericht } from './ausgabe.ts';
import { pruefeBackend } from './pruefen.ts';

const HILFE = `Prüft das Backend eines Versorgers gegen SPEC und Vertrag, so wie das Kundenportal es liest.

  pnpm backend-pruefen --basis-url URL --kundennummer K --passwort P [--schreiben] [--json]

  --basis-url     Basis der Schnittstelle, z. B. https://kundenportal.example.de/api
  --kundennummer  Kundennummer eines Testzugangs
  --passwort      sein Passwort (oder Umgebungsvariable EKP_PRUEF_PASSWORT)
  --schreiben     auch schreibende Aufrufe (Kontaktdaten unverändert zurückschreiben, eine Kontaktanfrage)
  --json          Ergebnis als JSON statt als Tabelle

Exit-Code 0: das Portal kann jede Antwort lesen; 1: mindestens ein Aufruf ist kaputt; 2: falscher Aufruf.`;

let werte;
try {
  ({ values: werte } = parseArgs({
    options: {
      'basis-url': { type: 'string' },
      kundennummer: { type: 'string' },
      passwort: { type: 'string' },
      schreiben: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      hilfe: { type: 'boolean', short: 'h', default: false },
    },
  }));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n\n${HILFE}`);
  process.exit(2);
}

const basisUrl = werte['basis-url'];
const passwort = werte.passwort ?? process.env.EKP_PRUEF_PASSWORT;
if (werte.hilfe || !basisUrl || !werte.kundennummer || !passwort) {
  console.error(HILFE);
  process.exit(werte.hilfe ? 0 : 2);
}
if (!URL.canParse(basisUrl)) {
  console.error(`--basis-url ist keine Adresse: ${basisUrl}`);
  process.exit(2);
}

const bericht = await pruefeBackend({
  basisUrl,
  kundennummer: werte.kundennummer,
  passwort,
  schreiben: werte.schreiben,
});
console.log(werte.json ? JSON.stringify(bericht, null, 2) : formatiereBericht(bericht));
process.exit(bericht.kaputt > 0 ? 1 : 0);
