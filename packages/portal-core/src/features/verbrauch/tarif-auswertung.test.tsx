import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';

import {
  intervalleAusHistorie,
  intervalleAusPreisen,
  vorjahresvergleich,
} from '../../rules/dynamischer-tarif.ts';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { texts } from '../../texts.ts';
import { GuenstigeZeiten, Kostenuebersicht, Preisniveau, Vorjahresvergleich } from './tarif-auswertung.tsx';
import type { HistorienEintrag } from './diagramme.ts';

const t = texts.dynamischerTarif;
/** The chosen window length; the pages hold it, these tests only look at the sentences. */
const auswahl = { markiert: 3, onMarkieren: () => {} };

/**
 * Prices as SPEC §3 says a backend sends them (`preise: [{ von, preis }]`, ISO 8601 with the Berlin offset): every
 * hour of the given days at 0.30 EUR/kWh, except the hours listed (wall-clock 'YYYY-MM-DDTHH' → price).
 */
function preiseWieVomBackend(tage: readonly string[], ausnahmen: Record<string, number> = {}) {
  const preise: { von: string; preis: number }[] = [];
  for (const tag of tage) {
    for (let stunde = 0; stunde < 24; stunde++) {
      const hh = String(stunde).padStart(2, '0');
      preise.push({ von: `${tag}T${hh}:00:00+01:00`, preis: ausnahmen[`${tag}T${hh}`] ?? 0.3 });
    }
  }
  return preise;
}

const heute = '2026-11-24';
const morgen = '2026-11-25';
const billig = {
  '2026-11-24T14': 0.12,
  '2026-11-24T15': 0.12,
  '2026-11-24T16': 0.12,
  '2026-11-25T03': 0.08,
};

describe('GuenstigeZeiten', () => {
  it('names the cheapest 1–4 hours of the rest of today and of tomorrow, once published', async () => {
    const intervalle = intervalleAusPreisen(preiseWieVomBackend([heute, morgen], billig));
    const screen = await render(
      <GuenstigeZeiten intervalle={intervalle} now={new Date('2026-11-24T13:05:00+01:00')} {...auswahl} />,
    );
    await expect.element(page.getByRole('heading', { level: 2, name: t.guenstigsteZeiten })).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 3, name: t.heute('24.11.2026') })).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 3, name: t.morgen('25.11.2026') })).toBeVisible();
    const saetze = page
      .getByRole('listitem')
      .elements()
      .map((li) => li.textContent);
    expect(saetze).toEqual([
      t.fenster(1, t.zeitraumEinTag('heute', '14:00', '15:00'), '12,0 ct/kWh'),
      t.fenster(2, t.zeitraumEinTag('heute', '14:00', '16:00'), '12,0 ct/kWh'),
      t.fenster(3, t.zeitraumEinTag('heute', '14:00', '17:00'), '12,0 ct/kWh'),
      // 13:00–17:00 would be cheaper, but at 13:05 it has begun.
      t.fenster(4, t.zeitraumEinTag('heute', '14:00', '18:00'), '16,5 ct/kWh'),
      t.fenster(1, t.zeitraumEinTag('morgen', '03:00', '04:00'), '8,0 ct/kWh'),
      t.fenster(2, t.zeitraumEinTag('morgen', '02:00', '04:00'), '19,0 ct/kWh'),
      t.fenster(3, t.zeitraumEinTag('morgen', '01:00', '04:00'), '22,7 ct/kWh'),
      t.fenster(4, t.zeitraumEinTag('morgen', '00:00', '04:00'), '24,5 ct/kWh'),
    ]);
    expect(screen.container.textContent).not.toContain(t.morgenAb12);
    await expectNoAxeViolations(screen.container);
  });

  it('before 12:00 says when tomorrow’s prices come, and plans only today', async () => {
    const intervalle = intervalleAusPreisen(preiseWieVomBackend(['2026-11-23', heute], billig));
    await render(
      <GuenstigeZeiten intervalle={intervalle} now={new Date('2026-11-24T11:59:00+01:00')} {...auswahl} />,
    );
    await expect.element(page.getByText(t.morgenAb12)).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 3 })).toHaveTextContent(t.heute('24.11.2026'));
    expect(page.getByRole('listitem').elements()).toHaveLength(4);
  });

  it('late in the evening a window runs past midnight and says so', async () => {
    const intervalle = intervalleAusPreisen(
      preiseWieVomBackend([heute, morgen], { '2026-11-24T23': 0.1, '2026-11-25T00': 0.1 }),
    );
    await render(
      <GuenstigeZeiten intervalle={intervalle} now={new Date('2026-11-24T22:30:00+01:00')} {...auswahl} />,
    );
    await expect
      .element(
        page.getByText(t.fenster(2, t.zeitraumZweiTage('heute', '23:00', 'morgen', '01:00'), '10,0 ct/kWh')),
      )
      .toBeVisible();
  });

  it('after 12:00 without tomorrow’s prices says they are not published yet', async () => {
    const intervalle = intervalleAusPreisen(preiseWieVomBackend(['2026-11-23', heute], billig));
    await render(
      <GuenstigeZeiten intervalle={intervalle} now={new Date('2026-11-24T12:30:00+01:00')} {...auswahl} />,
    );
    await expect.element(page.getByText(t.morgenNochNicht)).toBeVisible();
    expect(page.getByText(t.morgenAb12).elements()).toHaveLength(0);
  });

  it('lets the customer choose by keyboard which window length the chart marks', async () => {
    const intervalle = intervalleAusPreisen(preiseWieVomBackend([heute, morgen], billig));
    const onMarkieren = vi.fn();
    const screen = await render(
      <GuenstigeZeiten
        intervalle={intervalle}
        now={new Date('2026-11-24T13:05:00+01:00')}
        markiert={3}
        onMarkieren={onMarkieren}
      />,
    );
    const gruppe = page.getByRole('radiogroup', { name: t.markieren });
    await expect.element(gruppe.getByRole('radio', { name: t.dauer(3) })).toBeChecked();
    (gruppe.getByRole('radio', { name: t.dauer(3) }).element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onMarkieren).toHaveBeenLastCalledWith(4);
    await expectNoAxeViolations(screen.container);
  });

  it('shows nothing for a period paged into the past', async () => {
    const intervalle = intervalleAusPreisen(preiseWieVomBackend(['2026-11-20', '2026-11-21']));
    const screen = await render(
      <GuenstigeZeiten intervalle={intervalle} now={new Date('2026-11-24T13:05:00+01:00')} {...auswahl} />,
    );
    expect(screen.container.textContent).toBe('');
  });
});

describe('Preisniveau', () => {
  it('gives the price now with its level in words, and the legend of the five levels', async () => {
    const intervalle = intervalleAusPreisen(preiseWieVomBackend([heute], billig));
    const screen = await render(
      <Preisniveau intervalle={intervalle} now={new Date('2026-11-24T14:20:00+01:00')} />,
    );
    // Average: (21 × 0.30 + 3 × 0.12) / 24 = 0.2775; 0.12 is 43 % of it.
    await expect
      .element(
        page.getByText(
          t.jetzt(t.zeitraumEinTag('heute', '14:00', '15:00'), '12,0 ct/kWh', t.stufen.sehrGuenstig),
        ),
      )
      .toBeVisible();
    await expect.element(page.getByText(t.legendeEinleitung('27,8 ct/kWh'))).toBeVisible();
    const begriffe = [...screen.container.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(begriffe).toEqual(Object.values(t.stufen));
    await expectNoAxeViolations(screen.container);
  });
});

describe('Kostenuebersicht', () => {
  /** History entries as SPEC §3 describes them (`verbrauch` and `kosten` null while not measured). */
  const eintrag = (
    stunde: string,
    verbrauch: number | null,
    arbeitspreis: number | null,
    kosten: number | null,
  ) =>
    ({
      von: `2026-11-24T${stunde}:00:00+01:00`,
      bis: `2026-11-24T${String(Number(stunde) + 1).padStart(2, '0')}:00:00+01:00`,
      verbrauch,
      arbeitspreis,
      kosten,
    }) satisfies HistorienEintrag;

  it('sums the period and says that the customer paid less than the average of the measured hours', async () => {
    const screen = await render(
      <Kostenuebersicht
        eintraege={[
          eintrag('00', 2, 0.1, 0.2),
          eintrag('01', 0.5, 0.3, 0.15),
          eintrag('02', null, 0.35, null),
        ]}
      />,
    );
    const werte = [...screen.container.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(werte).toEqual(['2,50\u00a0kWh', '0,35\u00a0€', '14,00 ct/kWh', '20,00 ct/kWh']);
    await expect.element(page.getByText(t.guenstigerAlsDurchschnitt('6,00\u00a0ct'))).toBeVisible();
    await expect.element(page.getByText(t.ohneMesswert(1))).toBeVisible();
    await expectNoAxeViolations(screen.container);
  });

  it('says so when most was used in the dear hours', async () => {
    await render(
      <Kostenuebersicht eintraege={[eintrag('00', 0.5, 0.1, 0.05), eintrag('01', 2, 0.3, 0.6)]} />,
    );
    await expect.element(page.getByText(t.teurerAlsDurchschnitt('6,00\u00a0ct'))).toBeVisible();
  });

  it('shows nothing while no value of the period is measured', async () => {
    const screen = await render(<Kostenuebersicht eintraege={[eintrag('00', null, 0.1, null)]} />);
    expect(screen.container.textContent).toBe('');
  });
});

describe('Vorjahresvergleich', () => {
  const monat = (von: string, bis: string, verbrauch: number, kosten: number) => ({
    von,
    bis,
    verbrauch,
    arbeitspreis: 0.3,
    kosten,
  });

  it('sets each month next to the same month a year before', async () => {
    const vergleich = vorjahresvergleich(
      [monat('2026-01-01T00:00:00+01:00', '2026-02-01T00:00:00+01:00', 300, 90)],
      [monat('2025-01-01T00:00:00+01:00', '2025-02-01T00:00:00+01:00', 320, 100)],
    );
    const screen = await render(<Vorjahresvergleich vergleich={vergleich} />);
    const zeile = page.getByRole('row', { name: /Januar 2026/ });
    await expect.element(zeile).toBeVisible();
    const zellen = [...zeile.element().querySelectorAll('th, td')].map((zelle) => zelle.textContent);
    expect(zellen).toEqual([
      'Januar 2026',
      '300,00\u00a0kWh',
      '320,00\u00a0kWh',
      '90,00\u00a0€',
      '100,00\u00a0€',
    ]);
    await expectNoAxeViolations(screen.container);
  });

  it('says that the year before has no values instead of an empty table', async () => {
    const vergleich = vorjahresvergleich(
      [monat('2026-01-01T00:00:00+01:00', '2026-02-01T00:00:00+01:00', 300, 90)],
      [],
    );
    await render(<Vorjahresvergleich vergleich={vergleich} />);
    await expect.element(page.getByText(t.keinVorjahr)).toBeVisible();
    expect(page.getByRole('table').elements()).toHaveLength(0);
  });
});

describe('history intervals', () => {
  it('plan on the hourly history as on the price series', async () => {
    const eintraege = preiseWieVomBackend([heute], billig).map((p) => ({
      von: p.von,
      bis: new Date(Date.parse(p.von) + 3_600_000).toISOString(),
      arbeitspreis: p.preis,
    }));
    await render(
      <GuenstigeZeiten
        intervalle={intervalleAusHistorie(eintraege)}
        now={new Date('2026-11-24T13:05:00+01:00')}
        {...auswahl}
      />,
    );
    await expect
      .element(page.getByText(t.fenster(3, t.zeitraumEinTag('heute', '14:00', '17:00'), '12,0 ct/kWh')))
      .toBeVisible();
  });
});
