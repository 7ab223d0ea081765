// The meter-reading form, the whole portal at /ablesung and /vertrag/{id}/ablesung, in the toolbar's brand,
// against the in-browser demo backend (parameters.portal: see apps/storybook/src/portal-stage.tsx).
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { texts } from '../../texts.ts';
import * as story from '../../test/story-hilfen.ts';
import { AblesungPage, VertragAblesungPage } from './ablesung-page.tsx';

const a = texts.ablesung;
const fuerVertrag = story.vertragsseite('ablesung');
const seite = fuerVertrag('3000101');

export default {
  title: 'Seiten/Ablesung/Zählerstand erfassen',
  component: VertragAblesungPage,
  subcomponents: { AblesungPage },
  tags: ['!autodocs'],
  parameters: story.ganzeSeite(seite),
} satisfies Meta<typeof VertragAblesungPage>;

export const EinKanal: story.Seitenstory = {
  name: 'Ein Zählwerk (3000101)',
  play: async ({ canvasElement }) => {
    const canvas = await story.seiteGeladen(canvasElement, a.titelFuerVertrag('3000101'));
    await expect(canvas.getAllByRole('textbox', { name: a.ablesewert })).toHaveLength(1);
    await expect(canvas.getByText('1ESY1161234501')).toBeVisible();
  },
};

export const ZweiKanaele: story.Seitenstory = {
  name: 'Zwei Zählwerke HT/NT (3000102)',
  parameters: fuerVertrag('3000102'),
  play: story.zeigtElemente(
    a.titelFuerVertrag('3000102'),
    ['textbox', '1-0:1.8.1'],
    ['textbox', '1-0:1.8.2'],
  ),
};

export const AlleZaehler: story.Seitenstory = {
  name: 'Alle Zähler zur Auswahl (/ablesung)',
  parameters: story.angemeldet('/ablesung'),
  play: async ({ canvasElement }) => {
    const canvas = await story.seiteGeladen(canvasElement, a.titel);
    const auswahl = canvas.getByRole('combobox', { name: a.zaehler });
    await userEvent.selectOptions(auswahl, '3000102');
    await expect(canvas.getByRole('textbox', { name: '1-0:1.8.2' })).toBeVisible();
  },
};

export const Pflichtfelder: story.Seitenstory = {
  name: 'Fehler: leer abgeschickt',
  play: async ({ canvasElement }) => {
    const canvas = await story.seiteGeladen(canvasElement, a.titelFuerVertrag('3000101'));
    await userEvent.click(canvas.getByRole('button', { name: texts.allgemein.speichern }));
    // GOV.UK: the summary takes the focus and links to the field; the field says it too.
    const summary = await canvas.findByRole('alert', {}, story.lange);
    // The focus is on the box around the alert (GOV.UK Frontend 4.4).
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    await expect(within(summary).getByRole('link', { name: a.wertFehlt })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: a.ablesewert })).toBeInvalid();
  },
};

export const Plausibilitaet: story.Seitenstory = {
  name: 'Hinweis: Zählerstand unplausibel',
  play: async ({ canvasElement }) => {
    const canvas = await story.seiteGeladen(canvasElement, a.titelFuerVertrag('3000101'));
    // Far below the last reading: the server's plausibility check answers with a note.
    await userEvent.type(canvas.getByRole('textbox', { name: a.ablesewert }), '1');
    await userEvent.click(canvas.getByRole('button', { name: texts.allgemein.speichern }));
    await expect(await canvas.findByText(a.plausibilitaetTitel, {}, story.lange)).toBeVisible();
    await expect(canvas.getByRole('button', { name: a.trotzdemSpeichern })).toBeVisible();
  },
};

export const Uebertragungsfehler: story.Seitenstory = {
  name: 'Fehler: Senden fehlgeschlagen',
  parameters: story.mitStoerung(seite, 'ablesungAnlegen'),
  play: async ({ canvasElement }) => {
    const canvas = await story.seiteGeladen(canvasElement, a.titelFuerVertrag('3000101'));
    await userEvent.type(canvas.getByRole('textbox', { name: a.ablesewert }), '999999,9');
    await userEvent.click(canvas.getByRole('button', { name: texts.allgemein.speichern }));
    const trotzdem = await canvas
      .findByRole('button', { name: a.trotzdemSpeichern }, story.lange)
      .catch(() => null);
    if (trotzdem) await userEvent.click(trotzdem);
    // SPEC §8's transfer error (or the technical text that replaces a 5xx body).
    const meldungen = [a.uebertragungsfehler, texts.allgemein.technischerFehler];
    await waitFor(
      () =>
        expect(
          canvas.getAllByRole('alert').some((alert) => meldungen.some((m) => alert.textContent.includes(m))),
        ).toBe(true),
      story.lange,
    );
    // Nothing typed is lost.
    await expect(canvas.getByRole('textbox', { name: a.ablesewert })).toHaveValue('999999,9');
  },
};

export const ZaehlerFehler: story.Seitenstory = {
  name: 'Fehler: Zähler nicht ladbar',
  parameters: story.mitStoerung(seite, 'getZaehler'),
  play: story.meldetFehler(a.titelFuerVertrag('3000101'), a.zaehlerLadefehler),
};

export const KeineZaehler: story.Seitenstory = {
  name: 'Leer: keine Zähler (/ablesung)',
  parameters: story.mitStoerung(story.angemeldet('/ablesung'), 'getZaehler', { status: 404 }),
  play: story.zeigt(a.titel, a.keineVertraege),
};

export const Smartphone: story.Seitenstory = {
  name: 'Smartphone 360 px',
  parameters: fuerVertrag('3000102'),
  globals: story.smartphone,
  play: story.passtAufSmartphone(a.titelFuerVertrag('3000102')),
};
