import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { texts } from '../texts';
import {
  adressartVon,
  adressKurzform,
  adresszeilen,
  bankverbindungstyp,
  formatiereIban,
  gueltigkeit,
  hatGueltigeOderKuenftige,
  hausnummerVertragsFehler,
  hoechstlaengeFehler,
  HOECHSTLAENGEN,
  ibanMeldungSofort,
  kontaktanfrageTextZuLang,
  kontaktdatenVertragsFehler,
  pflichtNamensfelder,
  rechnungsadresseHoechstlaengen,
  rechnungsadresseInhalt,
  rechnungsadressePayload,
  sichtbareNamensfelder,
  vertragsAktion,
  zeigtIban,
  zukuenftigeEintraege,
  zusammenfuehren,
} from './kundendaten';
import { istFormularLeer, type RechnungsadresseWerte } from './validation';

const HEUTE = '2026-03-10';

describe('validity of dated entries', () => {
  it.each([
    { von: '2026-03-11', bis: null, g: 'zukuenftig', aktion: 'loeschen' },
    { von: '2027-01-01', bis: '2027-12-31', g: 'zukuenftig', aktion: 'loeschen' },
    { von: '2026-03-10', bis: null, g: 'aktuell', aktion: 'beenden' }, // starts today: not in the future
    { von: '2020-01-01', bis: null, g: 'aktuell', aktion: 'beenden' },
    { von: '2020-01-01', bis: '', g: 'aktuell', aktion: 'beenden' },
    { von: '2020-01-01', bis: '2026-03-31', g: 'aktuell', aktion: 'beenden' }, // scheduled end: can be ended now
    { von: '2020-01-01', bis: '2026-03-11', g: 'aktuell', aktion: 'beenden' },
    { von: '2020-01-01', bis: '2026-03-10', g: 'aktuell', aktion: null }, // ended today: valid today, nothing to end
    { von: '2020-01-01', bis: '2026-03-09', g: 'beendet', aktion: null },
  ] as const)('$von – $bis: $g, $aktion', ({ von, bis, g, aktion }) => {
    expect(gueltigkeit({ gueltigVon: von, gueltigBis: bis }, HEUTE)).toBe(g);
    expect(vertragsAktion({ gueltigVon: von, gueltigBis: bis }, HEUTE)).toBe(aktion);
  });

  it('finds future entries, earliest first', () => {
    const eintraege = [
      { id: 'c', gueltigVon: '2026-05-01' },
      { id: 'a', gueltigVon: '2020-01-01' },
      { id: 'b', gueltigVon: '2026-04-01' },
      { id: 'd', gueltigVon: HEUTE },
    ];
    expect(zukuenftigeEintraege(eintraege, HEUTE).map((e) => e.id)).toEqual(['b', 'c']);
    expect(zukuenftigeEintraege([], HEUTE)).toEqual([]);
  });

  it.each([
    { eintraege: [], ok: false },
    { eintraege: [{ gueltigVon: '2020-01-01', gueltigBis: '2025-12-31' }], ok: false },
    { eintraege: [{ gueltigVon: '2020-01-01', gueltigBis: null }], ok: true },
    { eintraege: [{ gueltigVon: '2027-01-01', gueltigBis: null }], ok: true },
    {
      eintraege: [
        { gueltigVon: '2020-01-01', gueltigBis: '2025-12-31' },
        { gueltigVon: '2026-01-01', gueltigBis: HEUTE },
      ],
      ok: true,
    },
  ])('has current or future entries: $ok', ({ eintraege, ok }) => {
    expect(hatGueltigeOderKuenftige(eintraege, HEUTE)).toBe(ok);
  });
});

describe('bank accounts', () => {
  it.each([
    { valide: true, iban: 'DE02120300000000202051', ibanAbleitbar: true, typ: 'valide', iban_: true },
    { valide: true, iban: null, ibanAbleitbar: true, typ: 'valide', iban_: false },
    { valide: false, iban: null, ibanAbleitbar: false, typ: 'ibanNichtAbleitbar', iban_: false },
    { valide: false, iban: ' ', ibanAbleitbar: false, typ: 'ibanNichtAbleitbar', iban_: false },
    { valide: false, iban: null, ibanAbleitbar: true, typ: 'ibanAbleitbar', iban_: false },
    {
      valide: false,
      iban: 'DE02120300000000202051',
      ibanAbleitbar: false,
      typ: 'ibanVorhanden',
      iban_: true,
    },
  ] as const)('$typ (valide $valide, iban $iban, ableitbar $ibanAbleitbar)', ({ typ, iban_, ...bv }) => {
    expect(bankverbindungstyp(bv)).toBe(typ);
    expect(zeigtIban(bv)).toBe(iban_);
  });

  it.each([
    { wert: 'DE02120300000000202051', text: 'DE02 1203 0000 0000 2020 51' },
    { wert: 'de02 1203 0000 0000 2020 51', text: 'DE02 1203 0000 0000 2020 51' },
    { wert: 'DE0212030000', text: 'DE02 1203 0000' },
    { wert: '', text: '' },
    { wert: null, text: '' },
  ])('formats $wert', ({ wert, text }) => {
    expect(formatiereIban(wert)).toBe(text);
  });

  it.each([
    { wert: '', sofort: false },
    { wert: '0212030000000020205', sofort: false }, // 19 digits: may still be typed on
    { wert: '02120300000000202051', sofort: true }, // 20 digits: the check sum answers at once
    { wert: '021203000000002020511', sofort: true }, // 21 digits
    { wert: 'DE 0212 0300 0000 0020 2051', sofort: true },
    { wert: '0212 0300', sofort: false },
    { wert: '0212x', sofort: true }, // cannot become valid
  ])('IBAN message at once for "$wert": $sofort', ({ wert, sofort }) => {
    expect(ibanMeldungSofort(wert)).toBe(sofort);
  });
});

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

  it('contact request text: 5000 characters, not 5001', () => {
    expect(kontaktanfrageTextZuLang('x'.repeat(5000))).toBeUndefined();
    expect(kontaktanfrageTextZuLang('x'.repeat(5001))).toBe(texts.validierung.hoechstlaenge(5000));
  });
});

describe('patterns of the contract, stricter than the form rules', () => {
  const email = texts.validierung.emailUngueltig;
  const telefon = texts.validierung.telefonUngueltig;
  const leer = { email: '', festnetz: '', mobil: '', fax: '' };

  it.each([
    { wert: '', m: undefined },
    { wert: 'max@example.de', m: undefined },
    { wert: ' max@example.de ', m: undefined },
    { wert: 'max@localhost', m: email }, // WHATWG: fine; contract: the domain needs a dot
    { wert: `${'a'.repeat(64)}@example.de`, m: undefined },
    { wert: `${'a'.repeat(65)}@example.de`, m: email },
  ])('email "$wert"', ({ wert, m }) => {
    expect(kontaktdatenVertragsFehler({ ...leer, email: wert }).email).toBe(m);
  });

  it.each([
    { wert: '', m: undefined },
    { wert: '+49 30 1234567', m: undefined },
    { wert: '030/1234567', m: undefined },
    { wert: '0171 1234567', m: undefined },
    { wert: '+49 (0)30 1234567', m: undefined },
    { wert: '030.1234567', m: telefon }, // the form rule allows dots, the contract does not
    { wert: '0'.repeat(25), m: undefined }, // a digit and 24 more: the contract's limit
    { wert: '0'.repeat(26), m: telefon },
    { wert: `+${'0'.repeat(25)}`, m: undefined }, // 26 characters with '+'
    { wert: `+${'0'.repeat(26)}`, m: telefon },
    { wert: '0301', m: undefined },
    { wert: '030', m: telefon },
  ])('phone "$wert"', ({ wert, m }) => {
    const fehler = kontaktdatenVertragsFehler({ ...leer, festnetz: wert, mobil: wert, fax: wert });
    expect([fehler.festnetz, fehler.mobil, fehler.fax]).toEqual([m, m, m]);
  });

  it.each([
    { wert: '12', art: 'Normal', m: undefined },
    { wert: '12a', art: 'Normal', m: undefined },
    { wert: '12-14', art: 'Normal', m: undefined },
    { wert: '12/1', art: 'Normal', m: undefined },
    { wert: '12a-c', art: 'Normal', m: undefined },
    { wert: '12-14a', art: 'Normal', m: texts.rechnungsadresse.fehler.hausnummerUngueltig },
    { wert: '12/1b', art: 'Normal', m: texts.rechnungsadresse.fehler.hausnummerUngueltig },
    { wert: '12-14a', art: 'Postfach', m: undefined }, // not sent for a PO box
    { wert: '', art: 'Normal', m: undefined }, // missing is the required rule's message
  ] as const)('house number "$wert" ($art)', ({ wert, art, m }) => {
    expect(hausnummerVertragsFehler(wert, art)).toBe(m);
  });
});

describe('billing address form', () => {
  const basis: RechnungsadresseWerte = {
    anrede: 'Herr',
    titel: ' Dr. ',
    vorname: ' Max ',
    nachname: 'Mustermann',
    firma: 'Alte Firma GmbH',
    co: '',
    strasse: ' Hauptstraße ',
    hausnummer: '12a',
    postfach: '4711',
    postleitzahl: ' 12345 ',
    ort: 'Musterstadt',
    land: 'Deutschland',
    gueltigVon: HEUTE,
  };

  it.each([
    { anrede: 'Herr', sichtbar: [false, true, true, true], pflicht: [false, true, true] },
    { anrede: 'Frau', sichtbar: [false, true, true, true], pflicht: [false, true, true] },
    { anrede: 'Familie', sichtbar: [false, true, true, true], pflicht: [false, false, true] },
    { anrede: 'KeineAnrede', sichtbar: [false, true, true, true], pflicht: [false, false, false] },
    { anrede: 'keine Anrede', sichtbar: [false, true, true, true], pflicht: [false, false, false] },
    { anrede: 'Firma', sichtbar: [true, false, false, false], pflicht: [true, false, false] },
    { anrede: '', sichtbar: [false, true, true, true], pflicht: [false, false, false] },
  ])('name fields for "$anrede"', ({ anrede, sichtbar, pflicht }) => {
    const s = sichtbareNamensfelder(anrede);
    expect([s.firma, s.titel, s.vorname, s.nachname]).toEqual(sichtbar);
    const p = pflichtNamensfelder(anrede);
    expect([p.firma, p.vorname, p.nachname]).toEqual(pflicht);
    expect(p.titel).toBe(false);
  });

  it.each([
    { postfach: null, art: 'Normal' },
    { postfach: '', art: 'Normal' },
    { postfach: '  ', art: 'Normal' },
    { postfach: '10 20 30', art: 'Postfach' },
  ])('address type of a stored address with PO box "$postfach": $art', ({ postfach, art }) => {
    expect(adressartVon({ postfach })).toBe(art);
  });

  it('type Normal: trimmed, the PO box is cleared, the company of an earlier choice is not sent', () => {
    expect(rechnungsadressePayload(basis, 'Normal')).toEqual({
      anrede: 'Herr',
      titel: 'Dr.',
      vorname: 'Max',
      nachname: 'Mustermann',
      firma: '',
      co: '',
      strasse: 'Hauptstraße',
      hausnummer: '12a',
      postfach: '',
      postleitzahl: '12345',
      ort: 'Musterstadt',
      land: 'Deutschland',
      gueltigVon: HEUTE,
    });
  });

  it('type Postfach with Firma: street pair and personal names are cleared', () => {
    expect(rechnungsadressePayload({ ...basis, anrede: 'Firma' }, 'Postfach')).toMatchObject({
      anrede: 'Firma',
      firma: 'Alte Firma GmbH',
      titel: '',
      vorname: '',
      nachname: '',
      strasse: '',
      hausnummer: '',
      postfach: '4711',
    });
  });

  it('the legacy Anrede is sent as the enum value', () => {
    expect(rechnungsadressePayload({ ...basis, anrede: 'keine Anrede' }, 'Normal').anrede).toBe(
      'KeineAnrede',
    );
  });

  it('upper limits only for the fields the form shows', () => {
    const lang = (n: number) => 'x'.repeat(n);
    const werte = {
      ...basis,
      vorname: lang(61),
      firma: lang(101),
      strasse: lang(101),
      postfach: lang(21),
      ort: lang(61),
    };
    expect(rechnungsadresseHoechstlaengen(werte, 'Normal')).toMatchObject({
      vorname: texts.validierung.hoechstlaenge(60),
      firma: undefined,
      strasse: texts.validierung.hoechstlaenge(100),
      postfach: undefined,
      ort: texts.validierung.hoechstlaenge(60),
    });
    expect(rechnungsadresseHoechstlaengen({ ...werte, anrede: 'Firma' }, 'Postfach')).toMatchObject({
      vorname: undefined,
      firma: texts.validierung.hoechstlaenge(100),
      strasse: undefined,
      postfach: texts.validierung.hoechstlaenge(20),
    });
  });

  it('merges rule sets, the first message per field wins', () => {
    expect(
      zusammenfuehren<'a' | 'b' | 'c'>({ a: 'A1', b: undefined }, { a: 'A2', b: 'B2', c: undefined }),
    ).toEqual({
      a: 'A1',
      b: 'B2',
      c: undefined,
    });
  });

  it.each([
    { werte: { ...basis }, leer: false },
    {
      werte: {
        ...basis,
        titel: '',
        vorname: ' ',
        nachname: '',
        firma: '',
        strasse: '',
        hausnummer: '',
        postfach: '',
        postleitzahl: '',
        ort: '',
      },
      leer: true,
    },
    {
      werte: {
        ...basis,
        titel: '',
        vorname: '',
        nachname: '',
        firma: '',
        strasse: '',
        hausnummer: '',
        postfach: '',
        postleitzahl: '',
        ort: 'B',
      },
      leer: false,
    },
  ])('empty form ignores the defaults (Land, Gültig ab): $leer', ({ werte, leer }) => {
    expect(istFormularLeer(rechnungsadresseInhalt(werte))).toBe(leer);
  });
});

describe('address lines', () => {
  it('a person at a street, with c/o', () => {
    const adresse = {
      anrede: 'Herr',
      titel: 'Dr.',
      vorname: 'Max',
      nachname: 'Mustermann',
      co: 'Hausverwaltung Schulz',
      strasse: 'Marktplatz',
      hausnummer: '1',
      postfach: null,
      postleitzahl: '12345',
      ort: 'Musterstadt',
      land: 'Deutschland',
    };
    expect(adresszeilen(adresse)).toEqual([
      'Herr Dr. Max Mustermann',
      'c/o Hausverwaltung Schulz',
      'Marktplatz 1',
      '12345 Musterstadt',
      'Deutschland',
    ]);
    expect(adressKurzform(adresse)).toBe('Herr Dr. Max Mustermann, Marktplatz 1');
  });

  it('a company with a PO box; leftover personal names are not printed', () => {
    const adresse = {
      anrede: 'Firma',
      firma: 'Beispiel  Energiehandel GmbH',
      vorname: 'Max',
      strasse: 'Industriestraße',
      postfach: '10 02 34',
      postleitzahl: '20097',
      ort: 'Hamburg',
      land: 'Deutschland',
    };
    expect(adresszeilen(adresse)).toEqual([
      'Beispiel Energiehandel GmbH',
      'Postfach 10 02 34',
      '20097 Hamburg',
      'Deutschland',
    ]);
    expect(adressKurzform(adresse)).toBe('Beispiel Energiehandel GmbH, Postfach 10 02 34');
  });

  it('no Anrede, no empty lines', () => {
    const adresse = {
      anrede: 'KeineAnrede',
      nachname: 'Schneider',
      strasse: 'Ahornweg',
      hausnummer: '15',
      postleitzahl: '1010',
      ort: 'Wien',
      land: 'Österreich',
    };
    expect(adresszeilen(adresse)).toEqual(['Schneider', 'Ahornweg 15', '1010 Wien', 'Österreich']);
    expect(adressKurzform({ strasse: 'Ahornweg' })).toBe('Ahornweg');
  });
});
