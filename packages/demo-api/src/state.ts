// The mutable state of one demo backend and the seed it starts from. The seed is built relative to "today" (the
// backend clock at reset), so there are always current, future and ended entries.
import { deutscheIban, pruefeIban } from './domain/iban.ts';
import type { Messkonzept } from './domain/messung.ts';
import { zaehlerstaende } from './domain/messung.ts';
import type {
  Ablesung,
  Anschlussnutzer,
  Bankverbindung,
  Dokument,
  Ermittlungsart,
  Preisgarantietyp,
  Rechnungsadresse,
  Tariftyp,
  Vertrag,
  Zaehler,
} from './domain/model.ts';
import { addDays, addMonths, berlinIso, berlinMidnight, firstOfMonth } from './domain/time.ts';

export interface Konto {
  kundennummer: string;
  passwort: string;
  /** Login answers 700 until the password is changed. */
  mussPasswortAendern: boolean;
  /** Login and password reset answer 702 (no portal access). */
  gesperrt: boolean;
  daten: Anschlussnutzer;
}

/** A tariff slice as stored: gross prices (EUR/year, cent/kWh); nets are derived with 19 % VAT. */
export interface Tarifphase {
  name: string;
  tariftyp: Tariftyp;
  preisgarantietyp: Preisgarantietyp;
  grundpreisJahr: number;
  arbeitspreis: number | null;
  arbeitspreisNT: number | null;
  anteilNt: number | null;
  gueltigVon: string;
  gueltigBis: string | null;
}

export interface VertragsDaten {
  vertrag: Vertrag;
  kundennummer: string;
  /** null when no meter is assigned (the cancelled order). */
  zaehler: Zaehler | null;
  /** Date the meter was installed (readings count from here). */
  zaehlerSeit: string;
  messkonzept: Messkonzept;
  tarife: Tarifphase[];
  /** Whether the contract has consumption data to show (empty states for 3000201). */
  hatVerbraeuche: boolean;
}

export interface GespeicherteAblesung extends Ablesung {
  /** Real-time instant (Date.now) from which the reading is listed: readings are processed asynchronously. */
  sichtbarAb: number;
  foto?: string | null;
}

export interface Kuendigung {
  vertragId: string;
  grund: string;
  datum: string;
  text: string;
  eingegangen: string;
}

export interface Kontaktanfrage {
  kundennummer: string;
  betreff: string;
  text: string;
  eingegangen: string;
}

export interface DemoState {
  konten: Map<string, Konto>;
  vertraege: Map<string, VertragsDaten>;
  bankverbindungen: Map<string, Bankverbindung[]>; // key: kundennummer
  rechnungsadressen: Map<string, Rechnungsadresse[]>; // key: kundennummer
  vertragBankverbindungen: Map<string, Bankverbindung[]>; // key: vertrag id
  vertragRechnungsadressen: Map<string, Rechnungsadresse[]>; // key: vertrag id
  ablesungen: Map<string, GespeicherteAblesung[]>; // key: vertrag id
  dokumente: (Dokument & { kundennummer: string; seiten: number; bildBytes?: number })[];
  kuendigungen: Kuendigung[];
  kontaktanfragen: Kontaktanfrage[];
  nextId: number;
}

export const SEED_PASSWOERTER = {
  '10000001': 'Demo-Passwort-1!',
  '10000002': 'Demo-Passwort-2!',
  '10000003': 'Demo-Passwort-3!',
} as const;

const STROM_1 = { obiskennzahl: '1-0:1.8.0', vorkommastellen: 6, nachkommastellen: 1 };
const STROM_HT = { obiskennzahl: '1-0:1.8.1', vorkommastellen: 6, nachkommastellen: 1 };
const STROM_NT = { obiskennzahl: '1-0:1.8.2', vorkommastellen: 6, nachkommastellen: 1 };
const GAS = { obiskennzahl: '7-0:3.0.0', vorkommastellen: 5, nachkommastellen: 3 };

function anschlussnutzer(
  partial: Partial<Anschlussnutzer> & Pick<Anschlussnutzer, 'kundennummer' | 'anrede'>,
): Anschlussnutzer {
  // kundennummer and anrede first, so the JSON reads in the contract's order.
  const { kundennummer, anrede, ...rest } = partial;
  return {
    kundennummer,
    anrede,
    titel: null,
    vorname: null,
    nachname: null,
    firma: null,
    geburtsdatum: null,
    email: null,
    festnetz: null,
    mobil: null,
    fax: null,
    vertraege: [],
    ...rest,
  };
}

function vertrag(partial: Partial<Vertrag> & Pick<Vertrag, 'id' | 'versorgungsart'>): Vertrag {
  const { id, versorgungsart, ...rest } = partial;
  return {
    id,
    versorgungsart,
    anmeldungsart: 'Lieferantenwechsel',
    kundenArt: 'Haushaltskunde',
    lieferbeginn: null,
    gewuenschterLieferbeginn: null,
    lieferende: null,
    gewuenschtesLieferende: null,
    storniert: false,
    strasse: 'Lindenallee',
    hausnummer: '12',
    plz: '12345',
    ort: 'Musterstadt',
    zugriffsstufe: 'voll',
    ...rest,
  };
}

function tarif(partial: Partial<Tarifphase> & Pick<Tarifphase, 'name' | 'gueltigVon'>): Tarifphase {
  return {
    tariftyp: 'ALLES_INKLUSIVE_BRUTTO',
    preisgarantietyp: 'KEINE',
    grundpreisJahr: 166.8,
    arbeitspreis: 34.59,
    arbeitspreisNT: null,
    anteilNt: null,
    gueltigBis: null,
    ...partial,
  };
}

/** Builds the seed for a given Berlin calendar day. */
export function createSeed(today: string): DemoState {
  let nextId = 1000;
  const id = (prefix: string, owner: string) => `${prefix}-${owner}-${++nextId}`;
  const nextMonth = firstOfMonth(addMonths(today, 1));
  const monthAfterNext = firstOfMonth(addMonths(today, 2));
  const yearStart = `${today.slice(0, 4)}-01-01`;
  const lastYear = String(Number(today.slice(0, 4)) - 1);

  const konten = new Map<string, Konto>();
  const addKonto = (konto: Konto) => konten.set(konto.kundennummer, konto);
  addKonto({
    kundennummer: '10000001',
    passwort: SEED_PASSWOERTER['10000001'],
    mussPasswortAendern: false,
    gesperrt: false,
    daten: anschlussnutzer({
      kundennummer: '10000001',
      anrede: 'Herr',
      titel: 'Dr.',
      vorname: 'Max',
      nachname: 'Mustermann',
      geburtsdatum: '1978-04-12',
      email: 'max.mustermann@example.de',
      festnetz: '030 12345678',
      mobil: '0171 2345678',
      vertraege: ['3000101', '3000102', '3000103', '3000104', '3000105', '3000106', '3000107', '3000108'],
    }),
  });
  addKonto({
    kundennummer: '10000002',
    passwort: SEED_PASSWOERTER['10000002'],
    mussPasswortAendern: false,
    gesperrt: false,
    daten: anschlussnutzer({
      kundennummer: '10000002',
      anrede: 'Firma',
      firma: 'Beispiel Energiehandel GmbH',
      festnetz: '040 98765430',
      fax: '040 98765439',
      vertraege: ['3000201'],
    }),
  });
  addKonto({
    kundennummer: '10000003',
    passwort: SEED_PASSWOERTER['10000003'],
    mussPasswortAendern: true,
    gesperrt: false,
    daten: anschlussnutzer({
      kundennummer: '10000003',
      anrede: 'Frau',
      vorname: 'Erika',
      nachname: 'Musterfrau',
      geburtsdatum: '1985-09-23',
      email: 'erika.musterfrau@example.de',
      mobil: '0160 9876543',
      vertraege: ['3000301'],
    }),
  });
  addKonto({
    kundennummer: '10000004',
    passwort: 'Demo-Passwort-4!',
    mussPasswortAendern: false,
    gesperrt: true,
    daten: anschlussnutzer({
      kundennummer: '10000004',
      anrede: 'Familie',
      nachname: 'Schneider',
      email: 'familie.schneider@example.de',
      vertraege: ['3000401'],
    }),
  });

  const vertraege = new Map<string, VertragsDaten>();
  const strom1 = (
    salt: number,
    jahresverbrauchKwh: number,
    startwert: number,
    raster: Messkonzept['raster'] = null,
  ): Messkonzept => ({
    versorgungsart: 'strom',
    jahresverbrauchKwh,
    salt,
    raster,
    kanaele: [{ ...STROM_1, anteil: 1, startwert }],
    kwhProEinheit: 1,
  });
  const gas = (salt: number, jahresverbrauchKwh: number, startwert: number): Messkonzept => ({
    versorgungsart: 'gas',
    jahresverbrauchKwh,
    salt,
    raster: null,
    kanaele: [{ ...GAS, anteil: 1, startwert }],
    kwhProEinheit: 10.35,
  });
  const addVertrag = (
    v: Omit<VertragsDaten, 'zaehlerSeit' | 'hatVerbraeuche'> & {
      zaehlerSeit?: string;
      hatVerbraeuche?: boolean;
    },
  ) => {
    vertraege.set(v.vertrag.id, {
      zaehlerSeit: v.vertrag.lieferbeginn ?? v.vertrag.gewuenschterLieferbeginn ?? today,
      hatVerbraeuche: v.vertrag.lieferbeginn !== null,
      ...v,
    });
  };

  addVertrag({
    kundennummer: '10000001',
    vertrag: vertrag({
      id: '3000101',
      versorgungsart: 'strom',
      lieferbeginn: '2022-10-01',
      gewuenschterLieferbeginn: '2022-10-01',
    }),
    zaehler: { nummer: '1ESY1161234501', kanaele: [STROM_1] },
    messkonzept: strom1(101, 3900, 10234.5, 'STUNDE'),
    tarife: [
      tarif({
        name: 'Stadtstrom Basis',
        gueltigVon: '2022-10-01',
        gueltigBis: '2023-12-31',
        arbeitspreis: 38.92,
        grundpreisJahr: 150.0,
      }),
      tarif({
        name: 'Stadtstrom Dynamisch',
        gueltigVon: '2024-01-01',
        tariftyp: 'DYNAMISCHER_PREIS',
        arbeitspreis: null,
        grundpreisJahr: 178.8,
      }),
    ],
  });
  addVertrag({
    kundennummer: '10000001',
    vertrag: vertrag({
      id: '3000102',
      versorgungsart: 'strom',
      anmeldungsart: 'Einzug',
      lieferbeginn: '2021-04-01',
      gewuenschterLieferbeginn: '2021-04-01',
      strasse: 'Mühlenweg',
      hausnummer: '3a',
      plz: '12347',
    }),
    zaehler: { nummer: '1EMH0012345678', kanaele: [STROM_HT, STROM_NT] },
    messkonzept: {
      versorgungsart: 'strom',
      jahresverbrauchKwh: 5200,
      salt: 102,
      raster: null,
      kanaele: [
        { ...STROM_HT, anteil: 0.65, startwert: 23456.7 },
        { ...STROM_NT, anteil: 0.35, startwert: 11234.2 },
      ],
      kwhProEinheit: 1,
    },
    tarife: [
      tarif({
        name: 'Stadtstrom Zweitarif',
        gueltigVon: '2021-04-01',
        gueltigBis: addDays(yearStart, -1),
        arbeitspreis: 36.41,
        arbeitspreisNT: 27.9,
        anteilNt: 35,
        grundpreisJahr: 182.4,
      }),
      tarif({
        name: `Stadtstrom Zweitarif ${today.slice(0, 4)}`,
        gueltigVon: yearStart,
        gueltigBis: addDays(monthAfterNext, -1),
        arbeitspreis: 34.12,
        arbeitspreisNT: 26.48,
        anteilNt: 35,
        grundpreisJahr: 190.8,
        preisgarantietyp: 'EINGESCHRAENKT',
      }),
      tarif({
        name: 'Stadtstrom Zweitarif Fix 24',
        gueltigVon: monthAfterNext,
        arbeitspreis: 32.95,
        arbeitspreisNT: 25.6,
        anteilNt: 35,
        grundpreisJahr: 190.8,
        preisgarantietyp: 'VOLL',
      }),
    ],
  });
  addVertrag({
    kundennummer: '10000001',
    vertrag: vertrag({
      id: '3000103',
      versorgungsart: 'gas',
      lieferbeginn: '2020-10-01',
      gewuenschterLieferbeginn: '2020-10-01',
    }),
    zaehler: { nummer: '7ELS8135012345', kanaele: [GAS] },
    messkonzept: gas(103, 16500, 4321.987),
    tarife: [
      tarif({
        name: 'Erdgas Basis',
        gueltigVon: '2020-10-01',
        gueltigBis: '2022-12-31',
        arbeitspreis: 7.85,
        grundpreisJahr: 174.0,
      }),
      tarif({
        name: 'Erdgas Komfort 24',
        gueltigVon: '2023-01-01',
        gueltigBis: '2024-12-31',
        arbeitspreis: 13.42,
        grundpreisJahr: 202.8,
        preisgarantietyp: 'EINGESCHRAENKT',
      }),
      tarif({
        name: 'Erdgas Komfort 24',
        gueltigVon: '2025-01-01',
        arbeitspreis: 11.89,
        grundpreisJahr: 198.0,
        preisgarantietyp: 'EINGESCHRAENKT',
      }),
    ],
  });
  const kuendigungsende = addDays(monthAfterNext, -1);
  addVertrag({
    kundennummer: '10000001',
    vertrag: vertrag({
      id: '3000104',
      versorgungsart: 'strom',
      lieferbeginn: '2022-07-01',
      gewuenschterLieferbeginn: '2022-07-01',
      gewuenschtesLieferende: kuendigungsende,
      strasse: 'Am Strom',
      hausnummer: '7',
      plz: '18055',
      ort: 'Rostock',
    }),
    zaehler: { nummer: '1EMH0023456789', kanaele: [STROM_1] },
    messkonzept: strom1(104, 1400, 3456.1),
    tarife: [
      tarif({
        name: 'Stadtstrom Basis',
        gueltigVon: '2022-07-01',
        gueltigBis: kuendigungsende,
        arbeitspreis: 35.87,
        grundpreisJahr: 150.0,
      }),
    ],
  });
  addVertrag({
    kundennummer: '10000001',
    vertrag: vertrag({
      id: '3000105',
      versorgungsart: 'gas',
      anmeldungsart: 'Einzug',
      lieferbeginn: '2018-01-01',
      gewuenschterLieferbeginn: '2018-01-01',
      lieferende: '2022-12-31',
      gewuenschtesLieferende: '2022-12-31',
      zugriffsstufe: 'eingeschränkt',
      strasse: 'Goethestraße',
      hausnummer: '21',
      plz: '04109',
      ort: 'Leipzig',
    }),
    zaehler: { nummer: '7ELS8135009876', kanaele: [GAS] },
    messkonzept: gas(105, 12800, 1234.567),
    tarife: [
      tarif({
        name: 'Erdgas Basis',
        gueltigVon: '2018-01-01',
        gueltigBis: '2022-12-31',
        arbeitspreis: 6.49,
        grundpreisJahr: 154.8,
      }),
    ],
  });
  addVertrag({
    kundennummer: '10000001',
    vertrag: vertrag({
      id: '3000106',
      versorgungsart: 'strom',
      gewuenschterLieferbeginn: '2024-09-01',
      storniert: true,
      strasse: 'Birkenweg',
      hausnummer: '4',
    }),
    zaehler: null,
    messkonzept: strom1(106, 900, 512.3),
    tarife: [],
  });
  addVertrag({
    kundennummer: '10000001',
    vertrag: vertrag({
      id: '3000107',
      versorgungsart: 'strom',
      anmeldungsart: 'Einzug',
      gewuenschterLieferbeginn: monthAfterNext,
      strasse: 'Gartenstraße',
      hausnummer: '9',
      plz: '12349',
    }),
    zaehler: { nummer: '1EMH0045678901', kanaele: [STROM_1] },
    messkonzept: strom1(107, 2500, 78.4),
    tarife: [
      tarif({
        name: 'Stadtstrom Öko',
        gueltigVon: monthAfterNext,
        arbeitspreis: 36.2,
        grundpreisJahr: 166.8,
        preisgarantietyp: 'VOLL',
      }),
    ],
  });
  addVertrag({
    kundennummer: '10000001',
    vertrag: vertrag({
      id: '3000108',
      versorgungsart: 'strom',
      anmeldungsart: 'Neuanlage',
      lieferbeginn: '2025-01-01',
      gewuenschterLieferbeginn: '2025-01-01',
      hausnummer: '12b',
    }),
    zaehler: { nummer: '1ESY1161234508', kanaele: [STROM_1] },
    messkonzept: strom1(108, 3700, 0, 'VIERTELSTUNDE'),
    tarife: [
      tarif({
        name: 'Stadtstrom Dynamisch 15',
        gueltigVon: '2025-01-01',
        tariftyp: 'DYNAMISCHER_PREIS',
        arbeitspreis: null,
        grundpreisJahr: 178.8,
      }),
    ],
  });
  addVertrag({
    kundennummer: '10000002',
    vertrag: vertrag({
      id: '3000201',
      versorgungsart: 'strom',
      kundenArt: 'Sondervertragskunde',
      lieferbeginn: '2024-01-01',
      gewuenschterLieferbeginn: '2024-01-01',
      strasse: 'Industriestraße',
      hausnummer: '40',
      plz: '20097',
      ort: 'Hamburg',
    }),
    zaehler: { nummer: '1EMH0056789012', kanaele: [STROM_1] },
    messkonzept: strom1(201, 48000, 120345.6),
    tarife: [
      tarif({
        name: 'Gewerbestrom Fix',
        gueltigVon: '2024-01-01',
        tariftyp: 'REINER_ENERGIEPREIS',
        arbeitspreis: 21.4,
        grundpreisJahr: 348.0,
        preisgarantietyp: 'VOLL',
      }),
    ],
    hatVerbraeuche: false,
  });
  addVertrag({
    kundennummer: '10000003',
    vertrag: vertrag({
      id: '3000301',
      versorgungsart: 'strom',
      lieferbeginn: '2023-05-01',
      gewuenschterLieferbeginn: '2023-05-01',
      strasse: 'Rosenstraße',
      hausnummer: '8',
      plz: '12351',
    }),
    zaehler: { nummer: '1EMH0067890123', kanaele: [STROM_1] },
    messkonzept: strom1(301, 2100, 8765.4),
    tarife: [
      tarif({
        name: 'Stadtstrom Basis',
        gueltigVon: '2023-05-01',
        arbeitspreis: 35.87,
        grundpreisJahr: 150.0,
      }),
    ],
  });
  addVertrag({
    kundennummer: '10000004',
    vertrag: vertrag({
      id: '3000401',
      versorgungsart: 'strom',
      lieferbeginn: '2019-03-01',
      gewuenschterLieferbeginn: '2019-03-01',
      strasse: 'Ahornweg',
      hausnummer: '15',
      plz: '12353',
    }),
    zaehler: { nummer: '1EMH0078901234', kanaele: [STROM_1] },
    messkonzept: strom1(401, 3200, 15432.1),
    tarife: [
      tarif({
        name: 'Stadtstrom Basis',
        gueltigVon: '2019-03-01',
        arbeitspreis: 35.87,
        grundpreisJahr: 150.0,
      }),
    ],
  });

  // Readings from every source, computed from the same consumption the Verbräuche show.
  const ablesungen = new Map<string, GespeicherteAblesung[]>();
  for (const daten of vertraege.values()) {
    const { vertrag: v } = daten;
    const { zaehler } = daten;
    if (!v.lieferbeginn || !daten.hatVerbraeuche || !zaehler) continue;
    const ende = v.lieferende ?? today;
    const liste: GespeicherteAblesung[] = [];
    const add = (
      ablesedatum: string,
      ablesegrund: string,
      ermittlungsart: Ermittlungsart,
      ableseart: string,
      erfassungshinweis: string | null,
    ) => {
      if (ablesedatum < daten.zaehlerSeit || ablesedatum > ende) return;
      const staende = zaehlerstaende(daten.messkonzept, daten.zaehlerSeit, ablesedatum);
      const ablesewerte: Ablesung['ablesewerte'] = {};
      for (const kanal of zaehler.kanaele) {
        ablesewerte[kanal.obiskennzahl] = {
          obiskennzahl: kanal.obiskennzahl,
          ablesewert: staende[kanal.obiskennzahl] ?? 0,
          nachkommastellen: kanal.nachkommastellen,
        };
      }
      liste.push({
        ablesedatum,
        zaehlernummer: zaehler.nummer,
        ablesewerte,
        ablesegrund,
        erfassungshinweis,
        ermittlungsart,
        ableseart,
        sichtbarAb: 0,
      });
    };
    add(v.lieferbeginn, 'Vertragsbeginn', 'NETZBETREIBER', 'Ablesung durch Netzbetreiber', 'Einzugsablesung');
    const firstYear = Number(v.lieferbeginn.slice(0, 4));
    const lastYearNum = Number(ende.slice(0, 4));
    for (let year = firstYear; year <= lastYearNum; year += 1) {
      // Alternate the sources so every Ermittlungsart appears over the years.
      if (year % 3 === 1)
        add(
          `${year}-12-31`,
          'Turnusablesung',
          'ERSATZWERT',
          'Schätzung',
          'Rechnerisch ermittelt, da keine Ablesung vorlag',
        );
      else
        add(
          `${year}-12-31`,
          'Turnusablesung',
          'NETZBETREIBER',
          daten.messkonzept.raster ? 'Fernablesung' : 'Ablesung durch Netzbetreiber',
          null,
        );
      add(`${year}-06-15`, 'Zwischenablesung', 'KUNDE', 'Selbstablesung', 'Erfasst über das Kundenportal');
    }
    if (v.lieferende)
      add(v.lieferende, 'Vertragsende', 'NETZBETREIBER', 'Ablesung durch Netzbetreiber', 'Auszugsablesung');
    else
      add(
        addDays(today, -20),
        'Zwischenablesung',
        'KUNDE',
        'Selbstablesung',
        'Erfasst über das Kundenportal',
      );
    liste.sort((a, b) => a.ablesedatum.localeCompare(b.ablesedatum));
    ablesungen.set(v.id, liste);
  }

  const bank = (
    owner: string,
    kontoinhaber: string,
    blz: string,
    kontonummer: string,
    gueltigVon: string,
    gueltigBis: string | null,
    lastschrift: boolean,
  ): Bankverbindung => {
    const iban = deutscheIban(blz, kontonummer);
    const pruefung = pruefeIban(iban);
    const bankverbindungId = id('bv', owner);
    return {
      bankverbindungId,
      kontoinhaber,
      iban,
      bic: pruefung.bic,
      bankname: pruefung.bankname,
      blz,
      kontonummer: pruefung.kontonummer ?? kontonummer,
      gueltigVon,
      gueltigBis,
      lastschrifteinzugErlaubt: lastschrift,
      mandatsreferenz: lastschrift ? `SWM-${owner}-${String(nextId).padStart(4, '0')}` : null,
      valide: true,
      ibanAbleitbar: true,
    };
  };
  const bankverbindungen = new Map<string, Bankverbindung[]>([
    [
      '10000001',
      [
        bank('10000001', 'Dr. Max Mustermann', '37040044', '0532013000', '2018-01-01', '2023-06-30', true),
        bank(
          '10000001',
          'Dr. Max Mustermann',
          '50010517',
          '5432109876',
          '2023-07-01',
          addDays(nextMonth, -1),
          true,
        ),
        bank('10000001', 'Dr. Max Mustermann', '12030000', '1020304050', nextMonth, null, true),
      ],
    ],
    ['10000003', [bank('10000003', 'Erika Musterfrau', '43060967', '7000123400', '2023-05-01', null, true)]],
    [
      '10000004',
      [bank('10000004', 'Familie Schneider', '70150000', '0012345678', '2019-03-01', null, false)],
    ],
  ]);
  const vertragBankverbindungen = new Map<string, Bankverbindung[]>([
    [
      '3000102',
      [
        bank(
          '3000102',
          'Dr. Max Mustermann',
          '10070000',
          '0123456700',
          '2021-04-01',
          `${lastYear}-12-31`,
          true,
        ),
        bank('3000102', 'Dr. Max Mustermann', '20050550', '1234567890', yearStart, null, true),
        bank('3000102', 'Dr. Max Mustermann', '76026000', '0456789012', monthAfterNext, null, false),
      ],
    ],
    [
      '3000104',
      [bank('3000104', 'Dr. Max Mustermann', '60050101', '0002345678', '2022-07-01', '2023-12-31', true)],
    ],
    [
      '3000103',
      [bank('3000103', 'Dr. Max Mustermann', '50070010', '0987654321', monthAfterNext, null, true)],
    ],
  ]);

  const adresse = (
    owner: string,
    partial: Partial<Rechnungsadresse> & Pick<Rechnungsadresse, 'gueltigVon'>,
  ): Rechnungsadresse => ({
    id: id('ra', owner),
    anrede: 'Herr',
    titel: 'Dr.',
    vorname: 'Max',
    nachname: 'Mustermann',
    firma: null,
    co: null,
    strasse: 'Lindenallee',
    hausnummer: '12',
    postfach: null,
    postleitzahl: '12345',
    ort: 'Musterstadt',
    land: 'Deutschland',
    gueltigBis: null,
    ...partial,
  });
  const rechnungsadressen = new Map<string, Rechnungsadresse[]>([
    [
      '10000001',
      [
        adresse('10000001', {
          strasse: 'Goethestraße',
          hausnummer: '21',
          postleitzahl: '04109',
          ort: 'Leipzig',
          gueltigVon: '2018-01-01',
          gueltigBis: '2022-12-31',
        }),
        adresse('10000001', { gueltigVon: '2023-01-01', gueltigBis: addDays(monthAfterNext, -1) }),
        adresse('10000001', {
          strasse: null,
          hausnummer: null,
          postfach: '10 20 30',
          gueltigVon: monthAfterNext,
        }),
      ],
    ],
    [
      '10000003',
      [
        adresse('10000003', {
          anrede: 'Frau',
          titel: null,
          vorname: 'Erika',
          nachname: 'Musterfrau',
          strasse: 'Rosenstraße',
          hausnummer: '8',
          postleitzahl: '12351',
          gueltigVon: '2023-05-01',
        }),
      ],
    ],
    [
      '10000004',
      [
        adresse('10000004', {
          anrede: 'Familie',
          titel: null,
          vorname: null,
          nachname: 'Schneider',
          strasse: 'Ahornweg',
          hausnummer: '15',
          postleitzahl: '12353',
          gueltigVon: '2019-03-01',
        }),
      ],
    ],
  ]);
  const vertragRechnungsadressen = new Map<string, Rechnungsadresse[]>([
    [
      '3000102',
      [
        adresse('3000102', {
          co: 'Hausverwaltung Schulz',
          strasse: 'Marktplatz',
          hausnummer: '1',
          gueltigVon: '2021-04-01',
          gueltigBis: `${lastYear}-12-31`,
        }),
        adresse('3000102', {
          anrede: 'Firma',
          titel: null,
          vorname: null,
          nachname: null,
          firma: 'Mustermann Vermietung GbR',
          strasse: 'Mühlenweg',
          hausnummer: '3',
          postleitzahl: '12347',
          gueltigVon: yearStart,
        }),
        adresse('3000102', {
          anrede: 'Firma',
          titel: null,
          vorname: null,
          nachname: null,
          firma: 'Mustermann Vermietung GbR',
          strasse: null,
          hausnummer: null,
          postfach: '40 50 60',
          postleitzahl: '12347',
          gueltigVon: monthAfterNext,
        }),
      ],
    ],
    [
      '3000104',
      [
        adresse('3000104', {
          strasse: 'Am Strom',
          hausnummer: '7',
          postleitzahl: '18055',
          ort: 'Rostock',
          gueltigVon: '2022-07-01',
          gueltigBis: '2023-12-31',
        }),
      ],
    ],
  ]);

  const zeitpunkt = (date: string, hour = 9) => berlinIso(berlinMidnight(date) + hour * 3_600_000);
  type SeedDokument = DemoState['dokumente'][number];
  const dok = (
    d: Omit<SeedDokument, 'id' | 'erstellzeitpunkt' | 'seiten'> & { datum: string; seiten?: number },
  ): SeedDokument => {
    const { datum, seiten = 1, ...rest } = d;
    return { id: `dok-${++nextId}`, erstellzeitpunkt: zeitpunkt(datum), seiten, ...rest };
  };
  const dokumente: SeedDokument[] = [
    dok({
      kundennummer: '10000001',
      vertragId: '3000101',
      dateiname: `Rechnung_${lastYear}_3000101.pdf`,
      kategorie: 'Rechnung',
      beschreibung: `Jahresrechnung ${lastYear}`,
      datum: `${today.slice(0, 4)}-01-14`,
      seiten: 3,
    }),
    dok({
      kundennummer: '10000001',
      vertragId: '3000101',
      dateiname: 'Rechnung_2024_3000101.pdf',
      kategorie: 'Rechnung',
      beschreibung: 'Jahresrechnung 2024',
      datum: '2025-01-16',
      seiten: 3,
    }),
    dok({
      kundennummer: '10000001',
      vertragId: '3000101',
      dateiname: 'Vertragsbestätigung_Tarifwechsel_3000101.pdf',
      kategorie: 'Vertragsbestätigung',
      beschreibung: 'Bestätigung Ihres Wechsels in den dynamischen Tarif',
      datum: '2023-11-20',
    }),
    dok({
      kundennummer: '10000001',
      vertragId: '3000102',
      dateiname: `Abschlagsplan_${today.slice(0, 4)}_3000102.pdf`,
      kategorie: 'Abschlagsplan',
      beschreibung: 'Abschlagsplan',
      datum: `${today.slice(0, 4)}-01-14`,
    }),
    dok({
      kundennummer: '10000001',
      vertragId: '3000102',
      dateiname: 'Preisänderung_3000102.pdf',
      kategorie: 'Preisänderung',
      beschreibung: `Preisanpassung zum ${monthAfterNext.split('-').reverse().join('.')}`,
      datum: addDays(today, -30),
    }),
    dok({
      kundennummer: '10000001',
      vertragId: '3000103',
      dateiname: `Rechnung_Gas_${lastYear}_3000103.pdf`,
      kategorie: 'Rechnung',
      beschreibung: `Jahresrechnung Erdgas ${lastYear}`,
      datum: `${today.slice(0, 4)}-01-20`,
      seiten: 2,
    }),
    dok({
      kundennummer: '10000001',
      vertragId: '3000104',
      dateiname: 'Kündigungsbestätigung_3000104.pdf',
      kategorie: 'Kündigungsbestätigung',
      beschreibung: `Bestätigung Ihrer Kündigung zum ${kuendigungsende.split('-').reverse().join('.')}`,
      datum: addDays(today, -14),
    }),
    dok({
      kundennummer: '10000001',
      vertragId: '3000105',
      dateiname: 'Schlussrechnung_3000105.pdf',
      kategorie: 'Rechnung',
      beschreibung: 'Schlussrechnung Erdgas Leipzig',
      datum: '2023-01-25',
      seiten: 2,
    }),
    dok({
      kundennummer: '10000001',
      vertragId: '3000106',
      dateiname: 'Stornobestätigung_3000106.pdf',
      kategorie: 'Vertragsbestätigung',
      beschreibung: 'Stornierung Ihres Auftrags',
      datum: '2024-08-20',
    }),
    dok({
      kundennummer: '10000001',
      vertragId: '3000107',
      dateiname: 'Auftragsbestätigung_3000107.pdf',
      kategorie: 'Vertragsbestätigung',
      beschreibung: 'Vertragsbestätigung',
      datum: addDays(today, -7),
    }),
    dok({
      kundennummer: '10000001',
      vertragId: null,
      dateiname: 'Willkommen_im_Kundenportal.pdf',
      kategorie: 'Information',
      beschreibung: '',
      datum: '2023-01-02',
    }),
    dok({
      kundennummer: '10000001',
      vertragId: null,
      dateiname: 'Allgemeine_Geschäftsbedingungen_und_Preisblätter.pdf',
      kategorie: 'Information',
      beschreibung: 'AGB und Preisblätter (großes Dokument)',
      datum: '2025-01-02',
      seiten: 40,
      bildBytes: 4 * 1024 * 1024,
    }),
    dok({
      kundennummer: '10000003',
      vertragId: '3000301',
      dateiname: 'Vertragsbestätigung_3000301.pdf',
      kategorie: 'Vertragsbestätigung',
      beschreibung: 'Ihre Vertragsbestätigung',
      datum: '2023-04-12',
    }),
  ];

  return {
    konten,
    vertraege,
    bankverbindungen,
    rechnungsadressen,
    vertragBankverbindungen,
    vertragRechnungsadressen,
    ablesungen,
    dokumente,
    kuendigungen: [],
    kontaktanfragen: [],
    nextId,
  };
}
