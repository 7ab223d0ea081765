// The bank account form, the whole portal at /bankverbindung/editieren, in the toolbar's brand, against the
// in-browser demo backend (parameters.portal: see apps/storybook/src/portal-stage.tsx). The IBAN is checked live
// by the backend (ibanPruefen), which also fills in BIC and bank name.
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';

import { texts } from '../../texts.ts';
import * as story from '../../test/story-hilfen.ts';
import { BankverbindungEditierenPage } from './bankverbindung-editieren-page.tsx';

const b = texts.bankverbindung;
const seite = story.angemeldet('/bankverbindung/editieren');
const formular = (canvasElement: HTMLElement) => story.seiteGeladen(canvasElement, b.titel);

export default {
  title: 'Seiten/Kundendaten/Bankverbindung editieren',
  component: BankverbindungEditierenPage,
  tags: ['!autodocs'],
  parameters: story.ganzeSeite(seite),
} satisfies Meta<typeof BankverbindungEditierenPage>;

export const Leer: story.Seitenstory = {
  name: 'Leeres Formular',
  play: story.zeigtElemente(b.titel, ['textbox', b.kontoinhaber]),
};

export const IbanGueltig: story.Seitenstory = {
  name: 'IBAN geprüft, BIC und Bank ergänzt',
  play: async ({ canvasElement }) => {
    const canvas = await formular(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: b.kontoinhaber }), 'Max Mustermann');
    // DKB, Berlin: a real BLZ of the demo backend's table, with valid check digits.
    await userEvent.type(canvas.getByRole('textbox', { name: b.iban }), '02120300000000202051');
    await expect(await canvas.findByText(b.ibanGueltig, {}, story.lange)).toBeVisible();
  },
};

export const IbanUngueltig: story.Seitenstory = {
  name: 'Fehler: IBAN ungültig',
  play: async ({ canvasElement }) => {
    const canvas = await formular(canvasElement);
    const iban = canvas.getByRole('textbox', { name: b.iban });
    await userEvent.type(iban, '12120300000000202051');
    await userEvent.tab();
    await waitFor(() => expect(iban).toBeInvalid(), story.lange);
  },
};

export const Smartphone: story.Seitenstory = {
  name: 'Smartphone 360 px',
  globals: story.smartphone,
  play: story.passtAufSmartphone(b.titel),
};
