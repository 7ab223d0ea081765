// Every brand side by side, whatever the toolbar says: the designers' comparison sheet. A brand added with
// `pnpm new-brand` gets its own panel here without an edit.
import { Alert, Button, Card, Checkbox, DescriptionList, PageHeader, Stack, TextField } from '@ekp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { AllBrands } from './brand-decorator.tsx';
import { brands } from './brands.ts';
import type { BrandPreview } from './brands.ts';

/** Colour swatch with its token name and value in text (the colour alone says nothing to some readers). */
function Farbe({ name, wert }: { name: string; wert: string }) {
  return (
    <li className="flex items-center gap-2">
      <span
        aria-hidden="true"
        className="size-6 shrink-0 rounded-sm border border-border"
        style={{ background: wert }}
      />
      <span className="min-w-0 text-sm">
        <code>{name}</code> <span className="text-muted">{wert}</span>
      </span>
    </li>
  );
}

function Steckbrief({ brand }: { brand: BrandPreview }) {
  const { config } = brand;
  const farben = brand.variables.filter(
    ([name]) => !['--brand-font-family', '--brand-radius'].includes(name),
  );
  return (
    <Stack gap="md">
      <img src={config.logo} alt={`Logo ${config.mandant}`} className="h-12 w-auto max-w-full self-start" />
      <DescriptionList
        layout="stacked"
        items={[
          { term: 'Ordner', description: <code>brands/{brand.id}</code> },
          { term: 'Kurzname (CSS-Klasse)', description: <code>mandant-{config.mandant_short}</code> },
          { term: 'Schrift', description: config.theme.fontFamily },
          { term: 'Eckenradius', description: config.theme.radius },
          { term: 'Kundennummer-Präfix', description: config.kundennummerprefix || 'keins' },
          {
            term: 'Nutzungsbedingungen bei der Anmeldung',
            description: config.nutzungsbedingungen ? 'ja' : 'nein',
          },
          {
            term: 'Kopfzeile / Fußzeile',
            description: `${config.hatHeader ? 'ja' : 'nein'} / ${config.hatFooter ? 'ja' : 'nein'}`,
          },
        ]}
      />
      <ul aria-label={`Farben von ${config.mandant}`} className="grid grid-cols-1 gap-1 sm:grid-cols-2">
        {farben.map(([name, wert]) => (
          <Farbe key={name} name={name.replace('--brand-', '')} wert={wert} />
        ))}
      </ul>
    </Stack>
  );
}

function Muster({ brand }: { brand: BrandPreview }) {
  return (
    <Stack gap="md">
      <PageHeader
        title="Zählerstand erfassen"
        description={`So sieht ein Formular bei ${brand.config.mandant} aus.`}
      />
      <TextField
        label="Kundennummer"
        prefix={brand.config.kundennummerprefix || undefined}
        defaultValue="10000001"
        hint="Ihre Kundennummer finden Sie oben rechts auf Ihrer Rechnung."
      />
      <TextField
        label="Ablesewert"
        suffix="kWh"
        inputMode="decimal"
        defaultValue="12.345,6"
        error="Der Zählerstand ist kleiner als die letzte Ablesung."
      />
      <Checkbox label="Lastschriftteilnahme" defaultChecked />
      <div className="flex flex-wrap gap-2">
        <Button>Speichern</Button>
        <Button variant="secondary">Abbrechen</Button>
        <Button variant="danger">Beenden</Button>
      </div>
      <Alert tone="success">Ihre Kontaktdaten wurden gespeichert.</Alert>
      <Alert tone="warning">Bitte prüfen Sie den Zählerstand.</Alert>
      <Alert tone="danger">Beim Speichern ist ein Fehler aufgetreten.</Alert>
      <Card heading="Vertrag 3000101" headingLevel={3} tone="active" statusLabel="aktiv">
        <DescriptionList items={[{ term: 'Zählernummer', description: '1ESY1161234501' }]} />
      </Card>
    </Stack>
  );
}

const meta = {
  title: 'Marken/Alle Marken',
  component: AllBrands,
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AllBrands>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Steckbriefe: Story = {
  name: 'Logo, Farben und Einstellungen',
  args: { children: (brand) => <Steckbrief brand={brand} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const brand of brands) {
      const panel = canvas.getByRole('region', { name: brand.config.mandant });
      await expect(within(panel).getByRole('img', { name: `Logo ${brand.config.mandant}` })).toBeVisible();
    }
  },
};

export const Komponenten: Story = {
  name: 'Komponenten nebeneinander',
  args: { children: (brand) => <Muster brand={brand} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each panel is themed on its own: the primary button takes that brand's primary colour.
    for (const brand of brands) {
      const panel = canvas.getByRole('region', { name: brand.config.mandant });
      const button = within(panel).getByRole('button', { name: 'Speichern' });
      const primary = brand.variables.find(([name]) => name === '--brand-primary')?.[1] ?? '';
      await expect(getComputedStyle(button).backgroundColor).toBe(hexToRgb(primary));
    }
  },
};

function hexToRgb(hex: string): string {
  const full = hex.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3');
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
  return `rgb(${r ?? 0}, ${g ?? 0}, ${b ?? 0})`;
}
