import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { expectNoAxeViolations } from '../../test/axe.ts';
import { demo } from '../../test/demo-backend.ts';
import { renderPortal } from '../../test/render-portal.tsx';
import { testBrand } from '../../test/test-brand.ts';
import { texts } from '../../texts.ts';

const t = texts.kontaktanfrage;
const fehler = (text: string) => `${texts.allgemein.fehlerPraefix} ${text}`;
const nachricht = () => page.getByRole('textbox', { name: t.nachricht });
const betreff = (name: string) => page.getByRole('radio', { name, exact: true });
const senden = () => page.getByRole('button', { name: texts.allgemein.senden });
const TEXT_20 = 'Bitte rufen Sie an.!'; // 20 characters

async function oeffnen() {
  const ergebnis = await renderPortal({ path: '/kontaktanfrage', signedInAs: '10000001' });
  await expect.element(page.getByRole('heading', { level: 1, name: t.titel })).toBeVisible();
  return ergebnis;
}

describe('/kontaktanfrage', () => {
  it('offers the four subjects and shows its messages under SPEC conditions', async () => {
    await oeffnen();
    await expect.poll(() => document.title).toBe(`${t.titel} – ${testBrand.mandant}`);
    expect(page.getByRole('radio').all()).toHaveLength(4);
    for (const b of t.betreffe) await expect.element(betreff(b)).not.toBeChecked();
    await expect.element(senden()).toBeDisabled();
    await expectNoAxeViolations();

    // One character: no message yet.
    await userEvent.fill(nachricht(), 'a');
    expect(page.getByText(fehler(t.betreffFehlt)).all()).toHaveLength(0);
    expect(page.getByText(fehler(t.nachrichtZuKurz)).all()).toHaveLength(0);

    // Two characters without a subject: both messages.
    await userEvent.fill(nachricht(), 'ab');
    await expect.element(page.getByText(fehler(t.betreffFehlt))).toBeVisible();
    await expect.element(page.getByText(fehler(t.nachrichtZuKurz))).toBeVisible();
    await expectNoAxeViolations();

    await userEvent.click(betreff('Frage zur Abrechnung'));
    expect(page.getByText(fehler(t.betreffFehlt)).all()).toHaveLength(0);
    await expect.element(senden()).toBeDisabled();

    // 19 characters: still too short; 20: fine.
    await userEvent.fill(nachricht(), TEXT_20.slice(0, 19));
    await expect.element(page.getByText(fehler(t.nachrichtZuKurz))).toBeVisible();
    await expect.element(senden()).toBeDisabled();
    await userEvent.fill(nachricht(), TEXT_20);
    expect(page.getByText(fehler(t.nachrichtZuKurz)).all()).toHaveLength(0);
    await expect.element(senden()).toBeEnabled();
  });

  it('the required subject cannot be deselected', async () => {
    await oeffnen();
    await userEvent.click(betreff('Sonstiges'));
    await userEvent.click(betreff('Sonstiges'));
    await expect.element(betreff('Sonstiges')).toBeChecked();
  });

  it('sends the request and confirms it with a way back to the overview', async () => {
    const { router } = await oeffnen();
    await userEvent.click(betreff('Abschlagsänderung'));
    await userEvent.fill(nachricht(), 'Bitte passen Sie meinen Abschlag auf 85 Euro an.');
    await userEvent.click(senden());

    await expect.element(page.getByText(t.erfolg)).toBeVisible();
    expect(router.state.location.pathname).toBe('/kontaktanfrageOk');
    await expect.poll(() => document.title).toBe(`${t.erfolgTitel} – ${testBrand.mandant}`);
    await expectNoAxeViolations();
    await userEvent.click(page.getByRole('link', { name: t.zurDatenuebersicht }));
    await expect
      .element(page.getByRole('heading', { level: 1, name: texts.datenuebersicht.titel }))
      .toBeVisible();
  });

  it.each([
    ['the server message', 400, 'Anfragen sind gerade nicht möglich.', 'Anfragen sind gerade nicht möglich.'],
    ['the fallback without a message', 400, { hinweis: 'x' }, texts.allgemein.unbekannterFehler],
    ['the technical message for 5xx', 500, 'NullPointerException', texts.allgemein.technischerFehler],
  ])('shows %s when sending fails and keeps the text', async (_fall, status, body, erwartet) => {
    await demo.fault({ operationId: 'kontaktanfrageSenden', status, body });
    await oeffnen();
    await userEvent.click(betreff('Sonstiges'));
    await userEvent.fill(nachricht(), TEXT_20);
    await userEvent.click(senden());

    await expect.element(page.getByRole('alert')).toHaveTextContent(fehler(erwartet));
    await expect.element(nachricht()).toHaveValue(TEXT_20);
    await expect.element(betreff('Sonstiges')).toBeChecked();
    await expectNoAxeViolations();
  });

  it('can be completed with the keyboard alone', async () => {
    const { router } = await oeffnen();
    // From the heading: the first stop of the form is the subject group; arrow keys choose the subject.
    page.getByRole('heading', { level: 1 }).element().focus();
    await userEvent.tab();
    await expect.element(betreff(t.betreffe[0])).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(betreff(t.betreffe[1])).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('Wann kommt meine Jahresabrechnung?');
    await userEvent.tab();
    await expect.element(senden()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText(t.erfolg)).toBeVisible();
    expect(router.state.location.pathname).toBe('/kontaktanfrageOk');
  });
});
