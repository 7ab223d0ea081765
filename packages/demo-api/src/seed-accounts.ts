/** The seed accounts, for logs, the README and the /__demo info endpoint. */
export const SEED_ACCOUNTS = [
  {
    kundennummer: '10000001',
    passwort: 'Demo-Passwort-1!',
    beschreibung: 'Herr Dr. Max Mustermann, 8 Verträge in allen Status',
  },
  {
    kundennummer: '10000002',
    passwort: 'Demo-Passwort-2!',
    beschreibung: 'Beispiel Energiehandel GmbH (Firma), 1 Vertrag, leere Listen, keine E-Mail',
  },
  {
    kundennummer: '10000003',
    passwort: 'Demo-Passwort-3!',
    beschreibung: 'Frau Erika Musterfrau, Anmeldung → 700 (Passwort muss geändert werden)',
  },
  {
    kundennummer: '10000004',
    passwort: '(beliebig)',
    beschreibung: 'Familie Schneider, Anmeldung → 702 (kein Portalzugang)',
  },
] as const;

/** The password of a seed account ('' for an unknown Kundennummer): tests and stories take it from here. */
export function demoPasswort(kundennummer: string): string {
  return SEED_ACCOUNTS.find((account) => account.kundennummer === kundennummer)?.passwort ?? '';
}
