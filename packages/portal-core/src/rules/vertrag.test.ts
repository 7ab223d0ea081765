import { describe, expect, it } from 'vitest';

import { texts } from '../texts';
import {
  canCancel,
  dokumentBeschreibung,
  ermittlungsartLabel,
  klassifiziereTarife,
  kuendigungHinweis,
  kundenArtLabel,
  letzteAblesung,
  tarifZeitbezug,
  tariftypLabel,
  versorgungsartLabel,
  vertragGruppe,
  vertragStatus,
  zeigeBrutto,
  zeigeTarifhistorieButton,
} from './vertrag';
import { tabellentest } from '../test/tabelle';
import type { VertragStatus } from './vertrag';

describe('vertragStatus in SPEC order', () => {
  it.each<{ fall: string; vertrag: Parameters<typeof vertragStatus>[0]; status: VertragStatus }>([
    {
      fall: 'storniert wins over everything',
      vertrag: {
        storniert: true,
        lieferbeginn: '2024-01-01',
        lieferende: '2025-01-01',
        gewuenschtesLieferende: '2025-01-01',
      },
      status: 'storniert',
    },
    {
      fall: 'lieferende before gewuenschtesLieferende',
      vertrag: {
        storniert: false,
        lieferbeginn: '2024-01-01',
        lieferende: '2025-01-01',
        gewuenschtesLieferende: '2025-01-01',
      },
      status: 'beendet',
    },
    {
      fall: 'gewuenschtesLieferende before lieferbeginn',
      vertrag: { lieferbeginn: '2024-01-01', gewuenschtesLieferende: '2026-06-30' },
      status: 'gekuendigt',
    },
    { fall: 'lieferbeginn only', vertrag: { lieferbeginn: '2024-01-01' }, status: 'aktiv' },
    { fall: 'nothing', vertrag: {}, status: 'beauftragt' },
    {
      fall: 'empty strings count as missing',
      vertrag: { lieferbeginn: '', lieferende: ' ', storniert: null },
      status: 'beauftragt',
    },
    { fall: 'null end', vertrag: { lieferbeginn: '2024-01-01', lieferende: null }, status: 'aktiv' },
  ])('$fall → $status', ({ vertrag, status }) => {
    expect(vertragStatus(vertrag)).toBe(status);
  });

  tabellentest('the group a status is shown in (vertragGruppe)', vertragGruppe, [
    ['aktiv', 'aktiv'],
    ['beendet', 'inaktiv'],
    ['storniert', 'inaktiv'],
    ['beauftragt', 'beauftragt'],
    ['gekuendigt', 'gekuendigt'],
  ]);

  it.each([
    { status: 'aktiv', nav: undefined, ok: true },
    { status: 'aktiv', nav: 'ERROR', ok: true },
    { status: 'aktiv', nav: 'SUCCESS', ok: false },
    { status: 'gekuendigt', nav: undefined, ok: false },
    { status: 'beendet', nav: undefined, ok: false },
    { status: 'storniert', nav: undefined, ok: false },
    { status: 'beauftragt', nav: undefined, ok: false },
  ] as const)('canCancel($status, $nav)', ({ status, nav, ok }) => {
    expect(canCancel(status, nav)).toBe(ok);
  });

  it('navigation-state notices', () => {
    expect(kuendigungHinweis('SUCCESS', '3000101')).toEqual({
      typ: 'erfolg',
      text: texts.vertraege.kuendigungVeranlasst('3000101'),
    });
    expect(kuendigungHinweis('ERROR', '3000101')).toEqual({
      typ: 'fehler',
      text: texts.vertraege.kuendigungFehlgeschlagen('3000101'),
    });
    expect(kuendigungHinweis(undefined, '3000101')).toBeUndefined();
    expect(texts.vertraege.kuendigungVeranlasst('3000101')).toContain('Vertrages 3000101 wurde');
  });
});

describe('labels', () => {
  tabellentest('versorgungsartLabel', versorgungsartLabel, [
    ['gas', 'Gas'],
    ['GAS', 'Gas'],
    ['strom', 'Strom'],
    ['Strom', 'Strom'],
    ['wasser', 'Versorgungsart nicht gefunden'],
    ['', 'Versorgungsart nicht gefunden'],
    [null, 'Versorgungsart nicht gefunden'],
  ]);

  tabellentest('ermittlungsartLabel', ermittlungsartLabel, [
    ['NETZBETREIBER', 'Netzbetreiber'],
    ['ERSATZWERT', 'Ersatzwert'],
    ['KUNDE', 'Kunde'],
    ['SCHAETZUNG', 'SCHAETZUNG'],
    ['toString', 'toString'], // no prototype lookups
    [null, ''],
  ]);

  it('other wire labels', () => {
    expect(kundenArtLabel('Haushaltskunde')).toBe('Haushaltskunde');
    expect(tariftypLabel('DYNAMISCHER_PREIS')).toBe(texts.tarif.tariftypen.DYNAMISCHER_PREIS);
  });
});

describe('tariffs', () => {
  it.each([
    { tariftyp: 'ALLES_INKLUSIVE_BRUTTO', kundenArt: 'Sondervertragskunde', brutto: true },
    { tariftyp: 'ALLES_INKLUSIVE_BRUTTO', kundenArt: 'Haushaltskunde', brutto: true },
    { tariftyp: 'DYNAMISCHER_PREIS', kundenArt: 'Haushaltskunde', brutto: true },
    { tariftyp: 'DYNAMISCHER_PREIS', kundenArt: 'Sondervertragskunde', brutto: false },
    { tariftyp: 'DYNAMISCHER_PREIS', kundenArt: 'RLMKunde', brutto: false },
    { tariftyp: 'ALLES_INKLUSIVE_NETTO', kundenArt: 'Haushaltskunde', brutto: false },
    { tariftyp: 'REINER_ENERGIEPREIS', kundenArt: 'Haushaltskunde', brutto: false },
    { tariftyp: undefined, kundenArt: 'Haushaltskunde', brutto: false },
  ])('$tariftyp / $kundenArt → brutto $brutto', ({ tariftyp, kundenArt, brutto }) => {
    expect(zeigeBrutto(tariftyp, kundenArt)).toBe(brutto);
  });

  // 10.03.2026 12:00 Berlin (CET, UTC+1)
  const now = new Date('2026-03-10T11:00:00Z');

  it.each([
    { fall: 'starts tomorrow', von: '2026-03-11', bis: null, bezug: 'zukuenftig' },
    {
      fall: 'starts later today (timestamp)',
      von: '2026-03-10T13:00:00+01:00',
      bis: null,
      bezug: 'zukuenftig',
    },
    { fall: 'started today', von: '2026-03-10', bis: null, bezug: 'aktuell' },
    { fall: 'open both ends', von: null, bis: null, bezug: 'aktuell' },
    { fall: 'ends tomorrow', von: '2025-01-01', bis: '2026-03-11', bezug: 'aktuell' },
    {
      fall: 'ends today (00:00 is at or before now)',
      von: '2025-01-01',
      bis: '2026-03-10',
      bezug: 'vorherig',
    },
    { fall: 'ended exactly now', von: '2025-01-01', bis: '2026-03-10T12:00:00+01:00', bezug: 'vorherig' },
    {
      fall: 'ends one second after now',
      von: '2025-01-01',
      bis: '2026-03-10T12:00:01+01:00',
      bezug: 'aktuell',
    },
    { fall: 'ended last year', von: '2024-01-01', bis: '2025-01-01', bezug: 'vorherig' },
  ])('$fall → $bezug', ({ von, bis, bezug }) => {
    expect(tarifZeitbezug({ gueltigVon: von, gueltigBis: bis }, now)).toBe(bezug);
  });

  it('a missing start falls back to the contract lieferbeginn', () => {
    expect(tarifZeitbezug({ gueltigVon: null }, now, '2026-04-01')).toBe('zukuenftig');
    expect(tarifZeitbezug({ gueltigVon: null }, now, '2025-04-01')).toBe('aktuell');
  });

  it('classifies and sorts a history', () => {
    const historie = [
      { name: 'Alt 1', gueltigVon: '2023-01-01', gueltigBis: '2024-01-01' },
      { name: 'Zukunft 2', gueltigVon: '2027-01-01', gueltigBis: null },
      { name: 'Ohne Beginn', gueltigVon: null, gueltigBis: '2023-01-01' },
      { name: 'Aktuell', gueltigVon: '2025-01-01', gueltigBis: '2026-12-31' },
      { name: 'Zukunft 1', gueltigVon: '2026-12-31', gueltigBis: '2027-01-01' },
      { name: 'Alt 2', gueltigVon: '2024-01-01', gueltigBis: '2025-01-01' },
    ];
    const ergebnis = klassifiziereTarife(historie, now, '2022-05-01');
    expect(ergebnis.aktuell.map((t) => t.name)).toEqual(['Aktuell']);
    expect(ergebnis.zukuenftig.map((t) => t.name)).toEqual(['Zukunft 1', 'Zukunft 2']);
    expect(ergebnis.vorherig.map((t) => t.name)).toEqual(['Alt 2', 'Alt 1', 'Ohne Beginn']);
    expect(ergebnis.vorherig[2]?.gueltigVon).toBe('2022-05-01');
  });

  it.each([
    { anzahl: undefined, laedt: true, zeigen: true },
    { anzahl: undefined, laedt: false, zeigen: false },
    { anzahl: 1, laedt: false, zeigen: false },
    { anzahl: 2, laedt: false, zeigen: true },
  ])('tariff history button: $anzahl entries, loading $laedt', ({ anzahl, laedt, zeigen }) => {
    expect(zeigeTarifhistorieButton(anzahl, laedt)).toBe(zeigen);
  });
});

describe('documents and readings', () => {
  it.each([
    { beschreibung: 'Jahresabrechnung 2025', kategorie: 'Rechnung', anzeige: 'Jahresabrechnung 2025' },
    { beschreibung: '', kategorie: 'Rechnung', anzeige: 'rechnung_2025.pdf' },
    { beschreibung: null, kategorie: 'Rechnung', anzeige: 'rechnung_2025.pdf' },
    { beschreibung: '  ', kategorie: 'Rechnung', anzeige: 'rechnung_2025.pdf' },
    { beschreibung: 'Rechnung', kategorie: 'Rechnung', anzeige: 'rechnung_2025.pdf' },
    { beschreibung: 'Rechnung', kategorie: null, anzeige: 'Rechnung' },
  ])('beschreibung "$beschreibung", kategorie $kategorie', ({ beschreibung, kategorie, anzeige }) => {
    expect(dokumentBeschreibung({ dateiname: 'rechnung_2025.pdf', beschreibung, kategorie })).toBe(anzeige);
  });

  it('finds the reading with the latest date regardless of order', () => {
    const ablesungen = [
      { id: 1, ablesedatum: '2025-06-30' },
      { id: 2, ablesedatum: '2026-01-15' },
      { id: 3, ablesedatum: '2025-12-31' },
      { id: 4, ablesedatum: '2026-01-15' },
    ];
    expect(letzteAblesung(ablesungen)?.id).toBe(2);
    expect(letzteAblesung([])).toBeUndefined();
    expect(letzteAblesung([{ ablesedatum: 'kaputt' }])).toBeUndefined();
  });
});
