// The contracts of the demo accounts with their meters, consumption models and tariff phases.
import type { Messkonzept } from '../domain/messung.ts';
import type { Vertrag } from '../domain/model.ts';
import { addDays } from '../domain/time.ts';
import type { Tarifphase, VertragsDaten } from '../state.ts';
import type { SeedKontext } from './kontext.ts';

const STROM_1 = { obiskennzahl: '1-0:1.8.0', vorkommastellen: 6, nachkommastellen: 1 };
const STROM_HT = { obiskennzahl: '1-0:1.8.1', vorkommastellen: 6, nachkommastellen: 1 };
const STROM_NT = { obiskennzahl: '1-0:1.8.2', vorkommastellen: 6, nachkommastellen: 1 };
const GAS = { obiskennzahl: '7-0:3.0.0', vorkommastellen: 5, nachkommastellen: 3 };

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

export function seedVertraege(k: SeedKontext): Map<string, VertragsDaten> {
  const { today, monthAfterNext, yearStart, kuendigungsende } = k;
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

  return vertraege;
}
