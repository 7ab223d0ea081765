// The documents of the demo accounts (invoices, confirmations, a large scan).
import { addDays, berlinIso, berlinMidnight } from '../domain/time.ts';
import type { DemoState } from '../state.ts';
import type { SeedKontext } from './kontext.ts';

export function seedDokumente(k: SeedKontext): DemoState['dokumente'] {
  const { today, monthAfterNext, lastYear, kuendigungsende } = k;
  const zeitpunkt = (date: string, hour = 9) => berlinIso(berlinMidnight(date) + hour * 3_600_000);
  type SeedDokument = DemoState['dokumente'][number];
  const dok = (
    d: Omit<SeedDokument, 'id' | 'erstellzeitpunkt' | 'seiten'> & { datum: string; seiten?: number },
  ): SeedDokument => {
    const { datum, seiten = 1, ...rest } = d;
    return { id: `dok-${++k.zaehler}`, erstellzeitpunkt: zeitpunkt(datum), seiten, ...rest };
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
  return dokumente;
}
