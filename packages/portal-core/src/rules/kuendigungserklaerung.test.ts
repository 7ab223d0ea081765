import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { tabellentest } from '../test/tabelle';
import { texts } from '../texts';
import {
  ERKLAERUNG_MAX,
  erklaerungsFeld,
  erklaerungsZeilen,
  kuendigungserklaerungFehler,
  kuendigungserklaerungPayload,
  LEERE_ERKLAERUNG,
  werteAusKunde,
  werteAusVertrag,
  type KuendigungserklaerungFeld,
  type KuendigungserklaerungWerte,
} from './kuendigungserklaerung';

const FRUEHESTES = '2026-11-24';
const f = texts.kuendigungsbutton.fehler;
const adresse = texts.rechnungsadresse.fehler;

/** A declaration that passes every rule. */
const gueltig: KuendigungserklaerungWerte = {
  ...LEERE_ERKLAERUNG,
  art: 'ORDENTLICH',
  name: 'Erika Mustermann',
  strasse: 'Musterstraße',
  hausnummer: '1',
  postleitzahl: '12345',
  ort: 'Musterstadt',
  energieart: 'strom',
  email: 'erika@example.org',
};

/** The messages of `gueltig` changed by `aenderung`, only the fields that have one. */
function meldungen(aenderung: Partial<KuendigungserklaerungWerte>, datumUnlesbar = false) {
  const alle = kuendigungserklaerungFehler({ ...gueltig, ...aenderung, datumUnlesbar }, FRUEHESTES);
  return Object.fromEntries(Object.entries(alle).filter(([, meldung]) => meldung !== undefined));
}

describe('kuendigungserklaerungFehler', () => {
  it('a complete declaration has no message', () => {
    expect(meldungen({})).toEqual({});
  });

  it.each<[string, Partial<KuendigungserklaerungWerte>, Partial<Record<KuendigungserklaerungFeld, string>>]>([
    ['no type', { art: '' }, { art: f.artFehlt }],
    ['außerordentlich without reason', { art: 'AUSSERORDENTLICH' }, { grund: texts.kuendigung.grundFehlt }],
    ['außerordentlich with reason', { art: 'AUSSERORDENTLICH', grund: 'AUSZUG' }, {}],
    ['a reason of ordentlich is ignored', { grund: 'Quatsch' }, {}],
    ['no name', { name: '  ' }, { name: f.nameFehlt }],
    ['name too long', { name: 'x'.repeat(121) }, { name: texts.validierung.hoechstlaenge(120) }],
    ['no street', { strasse: '' }, { strasse: adresse.strasseFehlt }],
    ['no house number', { hausnummer: '' }, { hausnummer: adresse.hausnummerFehlt }],
    ['house number 12 a', { hausnummer: '12 a' }, { hausnummer: adresse.hausnummerUngueltig }],
    [
      'house number 12-14a (contract pattern)',
      { hausnummer: '12-14a' },
      { hausnummer: adresse.hausnummerUngueltig },
    ],
    ['house number 12a-c', { hausnummer: '12a-c' }, {}],
    ['no postcode', { postleitzahl: '' }, { postleitzahl: adresse.postleitzahlFehlt }],
    ['postcode 123', { postleitzahl: '123' }, { postleitzahl: adresse.postleitzahlUngueltig }],
    ['postcode 1234 (Austria)', { postleitzahl: '1234' }, {}],
    ['no town', { ort: '' }, { ort: adresse.ortFehlt }],
    ['neither contract number nor energy type', { energieart: '' }, { vertragsnummer: f.vertragFehlt }],
    ['contract number without energy type', { energieart: '', vertragsnummer: '3000101' }, {}],
    [
      'contract number too long',
      { vertragsnummer: '1'.repeat(21) },
      { vertragsnummer: texts.validierung.hoechstlaenge(20) },
    ],
    ['no moment', { zeitpunkt: '' }, { zeitpunkt: f.zeitpunktFehlt }],
    ['a date without DATUM is ignored', { datum: '2020-01-01' }, {}],
    ['DATUM without date', { zeitpunkt: 'DATUM' }, { datum: texts.kuendigung.datumFehlt }],
    [
      'DATUM before the earliest day',
      { zeitpunkt: 'DATUM', datum: '2026-11-23' },
      { datum: texts.validierung.datumZuFrueh('24.11.2026') },
    ],
    ['DATUM on the earliest day', { zeitpunkt: 'DATUM', datum: FRUEHESTES }, {}],
    ['no e-mail', { email: '' }, { email: f.emailFehlt }],
    ['e-mail without @', { email: 'erika.example.org' }, { email: texts.validierung.emailUngueltig }],
    [
      'message too long',
      { nachricht: 'x'.repeat(2001) },
      { nachricht: texts.validierung.hoechstlaenge(2000) },
    ],
  ])('%s', (_fall, aenderung, erwartet) => {
    expect(meldungen(aenderung)).toEqual(erwartet);
  });

  it('a date text that is no date gets its own message', () => {
    expect(meldungen({ zeitpunkt: 'DATUM' }, true)).toEqual({ datum: texts.kuendigung.datumUngueltig });
  });
});

describe('kuendigungserklaerungPayload', () => {
  it('sends only what was given, trimmed', () => {
    expect(
      kuendigungserklaerungPayload({ ...gueltig, name: ' Erika Mustermann ', kundennummer: ' ' }),
    ).toEqual({
      art: 'ORDENTLICH',
      name: 'Erika Mustermann',
      lieferadresse: { strasse: 'Musterstraße', hausnummer: '1', postleitzahl: '12345', ort: 'Musterstadt' },
      energieart: 'strom',
      zeitpunkt: 'NAECHSTMOEGLICH',
      email: 'erika@example.org',
    });
  });

  it('außerordentlich to a date: reason, its text and the date', () => {
    const angaben = {
      art: 'AUSSERORDENTLICH',
      grund: 'SONDERKUENDIGUNG',
      grundText: 'Preiserhöhung',
      zeitpunkt: 'DATUM',
      datum: '2026-12-31',
      vertragsnummer: '3000101',
      nachricht: 'Danke',
    };
    expect(kuendigungserklaerungPayload({ ...gueltig, ...angaben })).toMatchObject(angaben);
  });

  it('ordentlich drops a reason chosen before, NAECHSTMOEGLICH a date typed before', () => {
    const payload = kuendigungserklaerungPayload({ ...gueltig, grund: 'AUSZUG', datum: '2026-12-31' });
    expect(payload).not.toHaveProperty('grund');
    expect(payload).not.toHaveProperty('datum');
  });
});

tabellentest('erklaerungsFeld', erklaerungsFeld, [
  ['postleitzahl', 'postleitzahl'],
  ['lieferadresse.postleitzahl', 'postleitzahl'],
  ['email', 'email'],
  ['lieferadresse', undefined],
  ['unbekannt', undefined],
  [undefined, undefined],
]);

describe('prefill when signed in', () => {
  it('takes name, Kundennummer and e-mail from the customer', () => {
    expect(
      werteAusKunde({
        kundennummer: '10000002',
        anrede: 'Firma',
        firma: 'Beispiel GmbH',
        vorname: null,
        nachname: null,
        email: null,
      }),
    ).toEqual({ name: 'Beispiel GmbH', kundennummer: '10000002', email: '' });
  });

  it.each([
    ['strom', 'strom'],
    ['gas', 'gas'],
    ['wasser', ''],
  ])('takes number, address and energy type %s from the contract', (versorgungsart, energieart) => {
    expect(
      werteAusVertrag({
        id: '3000101',
        versorgungsart,
        strasse: 'Lindenallee',
        hausnummer: '12',
        plz: '12345',
        ort: 'Musterstadt',
      }),
    ).toEqual({
      vertragsnummer: '3000101',
      strasse: 'Lindenallee',
      hausnummer: '12',
      postleitzahl: '12345',
      ort: 'Musterstadt',
      energieart,
    });
  });
});

describe('erklaerungsZeilen', () => {
  it('lists what was declared, leaving out what was not', () => {
    const zeilen = erklaerungsZeilen(
      kuendigungserklaerungPayload({ ...gueltig, zeitpunkt: 'DATUM', datum: '2026-12-31' }),
    );
    const t = texts.kuendigungsbutton;
    expect(zeilen).toEqual([
      { term: t.abschnitte.art, description: t.arten.ORDENTLICH },
      { term: t.name, description: 'Erika Mustermann' },
      { term: t.lieferadresse, description: 'Musterstraße 1, 12345 Musterstadt' },
      { term: t.energieart, description: 'Strom' },
      { term: t.abschnitte.zeitpunkt, description: '31.12.2026' },
      { term: t.email, description: 'erika@example.org' },
    ]);
  });
});

describe('upper limits of the contract', () => {
  const vertrag = parse(
    readFileSync(new URL('../../../../openapi/kundenportal.yaml', import.meta.url), 'utf8'),
  ) as {
    components: { schemas: Record<string, { properties: Record<string, { maxLength?: number }> }> };
  };
  const schemas = vertrag.components.schemas;
  it.each(Object.entries(ERKLAERUNG_MAX))('%s: %i', (feld, max) => {
    const imVertrag =
      schemas.Kuendigungserklaerung?.properties[feld]?.maxLength ??
      schemas.Lieferadresse?.properties[feld]?.maxLength;
    expect(max).toBe(imVertrag);
  });
});
