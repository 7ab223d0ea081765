import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { texts } from '../texts';
import { hoechstlaengeFehler, HOECHSTLAENGEN } from './hoechstlaengen';

describe('upper limits of the contract', () => {
  // The limits are copied from openapi/kundenportal.yaml; this reads them back from there, so a contract change
  // that the forms do not follow fails here instead of as a 400 in production.
  const vertrag = parse(
    readFileSync(new URL('../../../../openapi/kundenportal.yaml', import.meta.url), 'utf8'),
  ) as {
    components: { schemas: Record<string, { properties: Record<string, { maxLength?: number }> }> };
  };
  const maxLength = (schema: string, feld: string) =>
    vertrag.components.schemas[schema]?.properties[feld]?.maxLength;
  const FELD_IM_VERTRAG: Record<keyof typeof HOECHSTLAENGEN, [schema: string, feld: string]> = {
    kontoinhaber: ['BankverbindungAnlage', 'kontoinhaber'],
    titel: ['RechnungsadresseAnlage', 'titel'],
    vorname: ['RechnungsadresseAnlage', 'vorname'],
    nachname: ['RechnungsadresseAnlage', 'nachname'],
    firma: ['RechnungsadresseAnlage', 'firma'],
    co: ['RechnungsadresseAnlage', 'co'],
    strasse: ['RechnungsadresseAnlage', 'strasse'],
    hausnummer: ['RechnungsadresseAnlage', 'hausnummer'],
    postfach: ['RechnungsadresseAnlage', 'postfach'],
    ort: ['RechnungsadresseAnlage', 'ort'],
    kontaktanfrageText: ['Kontaktanfrage', 'text'],
  };

  it.each(Object.entries(FELD_IM_VERTRAG))('%s is the contract’s maxLength of %j', (feld, [schema, name]) => {
    expect(HOECHSTLAENGEN[feld as keyof typeof HOECHSTLAENGEN]).toBe(maxLength(schema, name));
  });

  it('every maxLength of the write schemas the forms fill has a limit here', () => {
    // bankname comes from the IBAN check, never from a text field.
    const nichtGetippt = ['BankverbindungAnlage.bankname'];
    const geprueft = new Set([
      ...nichtGetippt,
      ...Object.values(FELD_IM_VERTRAG).map(([schema, feld]) => `${schema}.${feld}`),
    ]);
    const imVertrag = ['BankverbindungAnlage', 'RechnungsadresseAnlage', 'Kontaktanfrage'].flatMap((schema) =>
      Object.entries(vertrag.components.schemas[schema]?.properties ?? {})
        .filter(([, eigenschaft]) => eigenschaft.maxLength !== undefined)
        .map(([feld]) => `${schema}.${feld}`),
    );
    expect(imVertrag.filter((name) => !geprueft.has(name))).toEqual([]);
  });

  it.each(Object.entries(HOECHSTLAENGEN) as [keyof typeof HOECHSTLAENGEN, number][])(
    '%s: %i',
    (feld, max) => {
      expect(hoechstlaengeFehler('x'.repeat(max - 1), feld)).toBeUndefined();
      expect(hoechstlaengeFehler('x'.repeat(max), feld)).toBeUndefined();
      expect(hoechstlaengeFehler('x'.repeat(max + 1), feld)).toBe(texts.validierung.hoechstlaenge(max));
      // Surrounding blanks are not counted (the payload is trimmed).
      expect(hoechstlaengeFehler(` ${'x'.repeat(max)} `, feld)).toBeUndefined();
    },
  );
});
