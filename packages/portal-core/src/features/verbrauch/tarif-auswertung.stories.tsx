import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { intervalleAusPreisen, vorjahresvergleich } from '../../rules/dynamischer-tarif.ts';
import { texts } from '../../texts.ts';
import { GuenstigeZeiten, Kostenuebersicht, Preisniveau, Vorjahresvergleich } from './tarif-auswertung.tsx';

/**
 * Was ein dynamischer Tarif für Kundinnen und Kunden bedeutet, in Worten vor dem Diagramm: die günstigsten
 * Zeitfenster von 1 bis 4 Stunden für heute und (ab 12:00 Uhr) morgen, das Preisniveau jetzt mit der Legende der
 * fünf Stufen, die Kosten des gezeigten Zeitraums gegen den Durchschnittspreis und im Jahr der Vergleich mit dem
 * Vorjahresmonat. Feste Daten und ein fester Zeitpunkt (24.11.2026, 13:05 Uhr), unabhängig vom Tag des Testlaufs.
 */
const t = texts.dynamischerTarif;
const jetzt = new Date('2026-11-24T13:05:00+01:00');

/** Quarter-hour prices of today and tomorrow as a backend sends them: a midday dip today, a night dip tomorrow. */
function viertelstundenpreise() {
  const preise: { von: string; preis: number }[] = [];
  const beginn = Date.parse('2026-11-24T00:00:00+01:00');
  for (let i = 0; i < 2 * 96; i++) {
    const stunde = (i / 4) % 24;
    const morgen = i >= 96;
    const dip = morgen ? Math.abs(stunde - 3) : Math.abs(stunde - 14.5);
    preise.push({
      von: new Date(beginn + i * 900_000).toISOString(),
      preis: Math.round((0.12 + dip * 0.018) * 10_000) / 10_000,
    });
  }
  return intervalleAusPreisen(preise);
}

const meta = {
  title: 'Seiten/Verbrauch/Dynamischer Tarif',
  component: GuenstigeZeiten,
  tags: ['!autodocs'],
  args: { intervalle: viertelstundenpreise(), now: jetzt, markiert: 3, onMarkieren: fn() },
} satisfies Meta<typeof GuenstigeZeiten>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GuenstigsteZeiten: Story = {
  name: 'Günstigste Zeiten (Viertelstunden, heute und morgen)',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: t.guenstigsteZeiten })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent(
      /^Am günstigsten für 1 Stunde: heute 14:00–15:00 Uhr/,
    );
  },
};

export const VorMittag: Story = {
  name: 'Vor 12:00 Uhr (morgen noch nicht veröffentlicht)',
  args: {
    intervalle: viertelstundenpreise().filter((e) => e.von < Date.parse('2026-11-25T00:00:00+01:00')),
    now: new Date('2026-11-24T09:30:00+01:00'),
    markiert: 3,
    onMarkieren: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.morgenAb12)).toBeVisible();
  },
};

export const NachMittagOhneMorgen: Story = {
  name: 'Nach 12:00 Uhr (morgen noch nicht veröffentlicht)',
  args: {
    intervalle: viertelstundenpreise().filter((e) => e.von < Date.parse('2026-11-25T00:00:00+01:00')),
    now: new Date('2026-11-24T12:30:00+01:00'),
    markiert: 3,
    onMarkieren: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.morgenNochNicht)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: t.dauer(3) })).toBeChecked();
  },
};

export const PreisniveauJetzt: Story = {
  name: 'Preisniveau jetzt mit Legende',
  render: (args) => <Preisniveau {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Jetzt \(heute 13:00–13:15 Uhr\)/)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: t.legende })).toBeVisible();
  },
};

const stunde = (hh: number, verbrauch: number | null, arbeitspreis: number, kosten: number | null) => ({
  von: `2026-11-23T${String(hh).padStart(2, '0')}:00:00+01:00`,
  bis: `2026-11-23T${String(hh + 1).padStart(2, '0')}:00:00+01:00`,
  verbrauch,
  arbeitspreis,
  kosten,
});

export const Kosten: Story = {
  name: 'Kosten des Zeitraums gegen den Durchschnittspreis',
  render: () => (
    <Kostenuebersicht
      eintraege={[
        stunde(1, 2.4, 0.14, 0.336),
        stunde(2, 1.8, 0.13, 0.234),
        stunde(18, 0.4, 0.38, 0.152),
        stunde(19, null, 0.36, null),
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: t.kostenUeberschrift })).toBeVisible();
    await expect(canvas.getByText(t.ohneMesswert(1))).toBeVisible();
  },
};

const monat = (von: string, bis: string, verbrauch: number, kosten: number) => ({
  von,
  bis,
  verbrauch,
  arbeitspreis: 0.28,
  kosten,
});

export const Vorjahr: Story = {
  name: 'Jahresübersicht: Vergleich mit dem Vorjahr',
  render: () => (
    <Vorjahresvergleich
      vergleich={vorjahresvergleich(
        [
          monat('2026-01-01T00:00:00+01:00', '2026-02-01T00:00:00+01:00', 310, 86.8),
          monat('2026-02-01T00:00:00+01:00', '2026-03-01T00:00:00+01:00', 282, 76.1),
        ],
        [monat('2025-01-01T00:00:00+01:00', '2025-02-01T00:00:00+01:00', 335, 97.2)],
      )}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: t.vorjahrTabelle })).toBeVisible();
  },
};
