import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { formatDatum } from '../../format/de.ts';
import { plusTage } from '../../rules/zeit.ts';
import {
  ablesungenVomBackend,
  beobachteAnfragen,
  eingabeUeber,
  freierAblesetag,
  grossesJpeg,
  pngDatei,
} from '../../test/ablesung-hilfen.ts';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { demo } from '../../test/demo-backend.ts';
import { erwarteLink, oeffneSeite, renderPortal } from '../../test/render-portal.tsx';
import { testBrand } from '../../test/test-brand.ts';
import { heute } from '../../test/uhr.ts';
import { erwarteFokusAufMeldung, erwarteFokusAufZusammenfassung } from '../../test/fehler-zusammenfassung.ts';
import { texts } from '../../texts.ts';

const t = texts.ablesung;
const HT = '1-0:1.8.1';
const NT = '1-0:1.8.2';

/** The meters of 10000001 in contract order; 3000106 (storniert) has none and is left out. */
const ZAEHLER_10000001 = [
  ['1ESY1161234501', '3000101'],
  ['1EMH0012345678', '3000102'],
  ['7ELS8135012345', '3000103'],
  ['1EMH0023456789', '3000104'],
  ['7ELS8135009876', '3000105'],
  ['1EMH0045678901', '3000107'],
  ['1ESY1161234508', '3000108'],
] as const;

const alsFehler = (text: string) => `${texts.allgemein.fehlerPraefix} ${text}`;
/** A description containing the text (RegExp-escaped). */
const enthaelt = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const fotoFehler = (text: string) => enthaelt(alsFehler(text));
const zaehlerFeld = () => page.getByLabelText(t.zaehler, { exact: true });
const datumFeld = () => page.getByLabelText(t.ablesedatum, { exact: true });
const wertFeld = (label: string) => page.getByLabelText(label, { exact: true });
const speichern = () => page.getByRole('button', { name: texts.allgemein.speichern, exact: true });
const erfolg = () => page.getByText(t.erfolg);
const summary = () => page.getByRole('alert').filter({ hasText: texts.allgemein.fehlerZusammenfassung });
const fotoInput = () => page.getByLabelText(t.fotoAuswaehlen, { exact: true });
const vorschau = () => page.getByRole('img', { name: t.fotoVorschau });

let beobachter: ReturnType<typeof beobachteAnfragen> | undefined;
afterEach(() => {
  beobachter?.beenden();
  beobachter = undefined;
});

describe('/ablesung', () => {
  it('lists every meter, records a one-channel reading with the comma, and starts afresh with the success text', async () => {
    await oeffneSeite('/ablesung', t.titel);
    await expect.poll(() => document.title).toBe(`${t.titel} – ${testBrand.mandant}`);
    await expect.element(zaehlerFeld()).toBeVisible();

    const optionen = [...(zaehlerFeld().element() as HTMLSelectElement).options].map((o) => o.textContent);
    expect(optionen).toEqual([
      texts.allgemein.bitteWaehlen,
      ...ZAEHLER_10000001.map(([nr, id]) => t.zaehlerOption(nr, id)),
    ]);
    // Default: today, in German form.
    await expect.element(datumFeld()).toHaveValue(formatDatum(heute()));
    await expectNoAxeViolations();

    const { tag, letzte } = await freierAblesetag('3000101');
    await zaehlerFeld().selectOptions('3000101');
    const feld = wertFeld(t.ablesewert);
    await expect.element(feld).toHaveAttribute('inputmode', 'decimal');
    await expect.element(feld).toHaveAttribute('placeholder', '000000,0');
    await expect.element(feld).toHaveAccessibleDescription(enthaelt(t.hilfetext(6, 1)));
    // One channel: no OBIS label.
    expect(page.getByLabelText('1-0:1.8.0').all()).toHaveLength(0);

    if (tag !== heute()) await datumFeld().fill(formatDatum(tag));
    const eingabe = eingabeUeber(letzte['1-0:1.8.0'], 12.3);
    await feld.fill(eingabe);
    await speichern().click();

    await expect.element(erfolg()).toBeVisible();
    // The form starts afresh for the next meter.
    await expect.element(zaehlerFeld()).toHaveValue('');
    await expect.element(datumFeld()).toHaveValue(formatDatum(heute()));
    expect(page.getByLabelText(t.ablesewert, { exact: true }).all()).toHaveLength(0);

    const gespeichert = (await ablesungenVomBackend('3000101')).find((a) => a.ablesedatum === tag);
    // The comma became a point: the number arrives as sent.
    expect(gespeichert?.ablesewerte['1-0:1.8.0']?.ablesewert).toBe(Number(eingabe.replace(',', '.')));
    expect(gespeichert?.erfassungshinweis).toBe('Erfasst über das Kundenportal');
    await expectNoAxeViolations();
  });

  it('in its error state: summary with links, every field message, no request; axe clean', async () => {
    beobachter = beobachteAnfragen();
    await renderPortal({ path: '/ablesung', signedInAs: '10000001' });
    await expect.element(zaehlerFeld()).toBeVisible();
    await speichern().click();
    await erwarteFokusAufZusammenfassung();
    await expect
      .element(summary().getByRole('link', { name: t.zaehlerFehlt }))
      .toHaveAttribute('href', '#ablesung-zaehler');

    await zaehlerFeld().selectOptions('3000102');
    // Two channels: labelled by their OBIS codes, each with its help text and placeholder.
    for (const obis of [HT, NT]) {
      await expect.element(wertFeld(obis)).toHaveAttribute('placeholder', '000000,0');
      await expect.element(wertFeld(obis)).toHaveAccessibleDescription(enthaelt(t.hilfetext(6, 1)));
    }
    await wertFeld(HT).fill('1234567');
    await wertFeld(NT).fill('12,34');
    await datumFeld().fill(formatDatum(plusTage(heute(), 1)));
    await speichern().click();

    await erwarteFokusAufZusammenfassung();
    await expect.element(summary().getByRole('link', { name: t.datumInZukunft })).toBeVisible();
    expect(summary().getByRole('link', { name: t.wertUngueltig }).all()).toHaveLength(2);
    await expect.element(wertFeld(HT)).toHaveAttribute('aria-invalid', 'true');
    await expect.element(wertFeld(HT)).toHaveAccessibleDescription(enthaelt(alsFehler(t.wertUngueltig)));
    await expect.element(datumFeld()).toHaveAccessibleDescription(enthaelt(alsFehler(t.datumInZukunft)));
    await expectNoAxeViolations();

    // The summary's link moves the focus to the field.
    await summary().getByRole('link', { name: t.datumInZukunft }).click();
    await expect.element(datumFeld()).toHaveFocus();
    expect(beobachter.gets('/plausibilisiere')).toHaveLength(0);
    expect(beobachter.posts('/ablesungen')).toHaveLength(0);
  });

  it('skips a contract whose meter fails to load', async () => {
    await demo.fault({ operationId: 'getZaehler', status: 500, times: 1 });
    await renderPortal({ path: '/ablesung', signedInAs: '10000001' });
    await expect.element(zaehlerFeld()).toBeVisible();
    expect((zaehlerFeld().element() as HTMLSelectElement).options).toHaveLength(
      1 + ZAEHLER_10000001.length - 1,
    );
  });

  it('shows SPEC’s text when no contract yields a meter', async () => {
    await demo.fault({ operationId: 'getZaehler', status: 500, times: 100 });
    await renderPortal({ path: '/ablesung', signedInAs: '10000001' });
    await expect.element(page.getByRole('alert')).toHaveTextContent(alsFehler(t.keineVertraege));
    await erwarteLink(texts.allgemein.zurueck, '/');
    await expectNoAxeViolations();
  });

  it('shows SPEC’s text when the customer cannot be loaded', async () => {
    await demo.fault({ operationId: 'getAnschlussnutzer', status: 500, times: 100 });
    await renderPortal({ path: '/ablesung', signedInAs: '10000001' });
    await expect.element(page.getByRole('alert')).toHaveTextContent(alsFehler(t.keineVertraege));
  });

  it('Abbrechen goes back', async () => {
    const { router } = await renderPortal({ path: '/', signedInAs: '10000001' });
    await router.navigate('/ablesung');
    await expect.element(zaehlerFeld()).toBeVisible();
    await page.getByRole('button', { name: texts.allgemein.abbrechen }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/');
  });
});

describe('/vertrag/{id}/ablesung', () => {
  it('3000102 (HT/NT) with a PNG photo: meter by number, preview, then the list with the new reading', async () => {
    beobachter = beobachteAnfragen();
    const { router } = await oeffneSeite('/vertrag/3000102/ablesung', t.titelFuerVertrag('3000102'));
    await expect.poll(() => document.title).toBe(`${t.titelFuerVertrag('3000102')} – ${testBrand.mandant}`);
    await expect.element(page.getByText('1EMH0012345678', { exact: true })).toBeVisible();
    expect(page.getByRole('combobox').all()).toHaveLength(0);
    await expect.element(page.getByText(t.keinBild)).toBeVisible();

    // The phone's camera: a second picker with capture, shown on touch screens only (hidden by CSS here).
    const kamera = document.querySelector<HTMLInputElement>('input[type=file][capture]');
    expect(kamera?.getAttribute('capture')).toBe('environment');
    expect(kamera?.accept).toBe('image/png,image/jpeg');
    await expect.element(fotoInput()).toHaveAttribute('accept', 'image/png,image/jpeg');
    expect(fotoInput().element().hasAttribute('capture')).toBe(false);

    const datei = await pngDatei('zaehler.png');
    await fotoInput().upload(datei);
    await expect.element(vorschau()).toBeVisible();
    await expect
      .element(
        page.getByText(
          t.fotoDatei('zaehler.png', `${(datei.size / 1024).toFixed(1).replace('.', ',')}\u00a0kB`),
        ),
      )
      .toBeVisible();
    await expect.element(page.getByText(t.fotoFortschritt('100\u00a0%'))).toBeVisible();
    await expectNoAxeViolations();

    const { tag, letzte } = await freierAblesetag('3000102');
    if (tag !== heute()) await datumFeld().fill(formatDatum(tag));
    await wertFeld(HT).fill(eingabeUeber(letzte[HT], 4.2));
    // A point is as good as the comma.
    const ntEingabe = eingabeUeber(letzte[NT], 2.1).replace(',', '.');
    await wertFeld(NT).fill(ntEingabe);
    await speichern().click();

    await expect.poll(() => router.state.location.pathname).toBe('/vertrag/3000102/ablesungen');
    await expect.element(erfolg()).toBeVisible();
    // The processing delay of the component tests' backend is 0: the reading is listed at once.
    const zeile = page.getByRole('row').filter({ hasText: formatDatum(tag) });
    await expect.element(zeile).toMatchTextContent(/Erfasst über das Kundenportal \(mit Foto\)/);
    await expect
      .element(page.getByRole('columnheader', { name: texts.ablesungen.ablesewerte }))
      .toBeVisible();

    const [post] = beobachter.posts('/ablesungen');
    const body = JSON.parse(post!.body) as { foto: string; ablesewerte: Record<string, number> };
    expect(body.foto.startsWith('iVBORw0KGgo')).toBe(true);
    // The number the customer typed, not a float sum computed again here (21324.4, never 21324.399999999998).
    expect(body.ablesewerte[NT]).toBe(Number(ntEingabe));
    // The plausibility check is SPEC's GET, the reading in its query, without the photo.
    const pruefung = beobachter.gets('/plausibilisiere')[0]!.query;
    expect(pruefung.get('ablesedatum')).toBe(tag);
    expect(pruefung.get('zaehlernummer')).toBe('1EMH0012345678');
    expect(Number(pruefung.get(`ablesewerte[${NT}]`))).toBe(Number(ntEingabe));
    expect(pruefung.has(`ablesewerte[${HT}]`)).toBe(true);
    expect([...pruefung.keys()].some((name) => name.includes('foto'))).toBe(false);
  });

  it('downscales a large camera JPEG before sending', async () => {
    beobachter = beobachteAnfragen();
    await renderPortal({ path: '/vertrag/3000101/ablesung', signedInAs: '10000001' });
    const datei = await grossesJpeg('IMG_0001.jpg', 3000, 2000);
    await fotoInput().upload(datei);
    await expect.element(vorschau()).toBeVisible();
    await expect.element(page.getByText(/^Wird verkleinert übertragen: 2\.000 × 1\.333 Pixel/)).toBeVisible();

    const { tag, letzte } = await freierAblesetag('3000101');
    if (tag !== heute()) await datumFeld().fill(formatDatum(tag));
    await wertFeld(t.ablesewert).fill(eingabeUeber(letzte['1-0:1.8.0'], 1));
    await speichern().click();
    await expect.element(erfolg()).toBeVisible();
    const [post] = beobachter.posts('/ablesungen');
    expect(post!.body.length).toBeLessThan(1024 * 1024);
    expect(post!.body.length).toBeLessThan(datei.size);
    expect((JSON.parse(post!.body) as { foto: string }).foto.startsWith('/9j/')).toBe(true);
  }, 60_000);

  it('refuses a renamed text file, another type and an absurdly large file; removes a photo', async () => {
    await renderPortal({ path: '/vertrag/3000101/ablesung', signedInAs: '10000001' });
    await expect.element(fotoInput()).toBeVisible();

    await fotoInput().upload(new File(['Zählerstand 12345'], 'zaehler.png', { type: 'image/png' }));
    await expect.element(fotoInput()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(fotoInput()).toHaveAccessibleDescription(fotoFehler(t.fotoFalscherTyp));
    await expect.element(page.getByText(t.keinBild)).toBeVisible();
    expect(vorschau().all()).toHaveLength(0);
    await expectNoAxeViolations();

    await fotoInput().upload(await pngDatei());
    await expect.element(vorschau()).toBeVisible();
    await expect.element(fotoInput()).not.toHaveAttribute('aria-invalid');
    await page.getByRole('button', { name: t.fotoEntfernen }).click();
    await expect.element(page.getByText(t.keinBild)).toBeVisible();
    await expect.element(fotoInput()).toHaveFocus();

    await fotoInput().upload(new File(['%PDF-1.7'], 'rechnung.pdf', { type: 'application/pdf' }));
    await expect.element(fotoInput()).toHaveAccessibleDescription(fotoFehler(t.fotoFalscherTyp));

    // 25 MB and a byte: handed to the input inside the browser (a transfer through the test runner would be slow).
    const riesig = new File([new Uint8Array(25 * 1024 * 1024 + 1)], 'riesig.jpg', { type: 'image/jpeg' });
    const auswahl = new DataTransfer();
    auswahl.items.add(riesig);
    const input = fotoInput().element() as HTMLInputElement;
    input.files = auswahl.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await expect.element(fotoInput()).toHaveAccessibleDescription(fotoFehler(t.fotoZuGross(25)));
  });

  it('a PNG signature with a damaged body gives the read error', async () => {
    await renderPortal({ path: '/vertrag/3000101/ablesung', signedInAs: '10000001' });
    const kaputt = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
    await fotoInput().upload(new File([kaputt], 'kaputt.png', { type: 'image/png' }));
    await expect.element(fotoInput()).toHaveAccessibleDescription(fotoFehler(t.lesefehler));
  });

  it('plausibility: a value below the last reading shows the server’s note; correct, or confirm with Trotzdem speichern', async () => {
    beobachter = beobachteAnfragen();
    const { router } = await renderPortal({ path: '/vertrag/3000101/ablesung', signedInAs: '10000001' });
    const { tag, letzte } = await freierAblesetag('3000101');
    if (tag !== heute()) await datumFeld().fill(formatDatum(tag));
    await wertFeld(t.ablesewert).fill('1,0');
    await speichern().click();

    const hinweis = page.getByRole('status').filter({ hasText: t.plausibilitaetTitel });
    await expect.element(hinweis).toHaveFocus();
    await expect.element(hinweis).toMatchTextContent(/Der Zählerstand ist kleiner als die letzte Ablesung/);
    expect(beobachter.posts('/ablesungen')).toHaveLength(0);
    await expectNoAxeViolations();

    await page.getByRole('button', { name: t.eingabeKorrigieren }).click();
    await expect.element(wertFeld(t.ablesewert)).toHaveFocus();
    expect(page.getByText(t.plausibilitaetTitel).all()).toHaveLength(0);

    await speichern().click();
    await page.getByRole('button', { name: t.trotzdemSpeichern }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/vertrag/3000101/ablesungen');
    await expect.element(erfolg()).toBeVisible();
    expect(beobachter.posts('/ablesungen')).toHaveLength(1);
    expect(letzte['1-0:1.8.0']).toBeGreaterThan(1);
  });

  it.each<{ fall: string; fault: { status: number; body?: unknown }; text: string }>([
    {
      fall: 'hinweis of a JSON body',
      fault: { status: 400, body: { hinweis: 'Der Zähler ist gesperrt.' } },
      text: 'Der Zähler ist gesperrt.',
    },
    {
      fall: 'server text',
      fault: { status: 400, body: 'Ablesung derzeit nicht möglich.' },
      text: 'Ablesung derzeit nicht möglich.',
    },
    {
      fall: 'JSON without hinweis',
      fault: { status: 400, body: { feld: 'x' } },
      text: t.uebertragungsfehler,
    },
    { fall: '5xx', fault: { status: 503 }, text: texts.allgemein.technischerFehler },
  ])('submit error ($fall): the text, and nothing entered is lost', async ({ fault, text }) => {
    await demo.fault({ operationId: 'ablesungAnlegen', ...fault, times: 1 });
    const { router } = await renderPortal({ path: '/vertrag/3000102/ablesung', signedInAs: '10000001' });
    const { tag, letzte } = await freierAblesetag('3000102');
    if (tag !== heute()) await datumFeld().fill(formatDatum(tag));
    const ht = eingabeUeber(letzte[HT], 1);
    const nt = eingabeUeber(letzte[NT], 1);
    await wertFeld(HT).fill(ht);
    await wertFeld(NT).fill(nt);
    await fotoInput().upload(await pngDatei());
    await expect.element(vorschau()).toBeVisible();
    await speichern().click();

    const meldung = page.getByRole('alert').filter({ hasText: text });
    await expect.element(meldung).toHaveTextContent(alsFehler(text));
    await erwarteFokusAufMeldung(meldung);
    await expect.element(wertFeld(HT)).toHaveValue(ht);
    await expect.element(wertFeld(NT)).toHaveValue(nt);
    await expect.element(datumFeld()).toHaveValue(formatDatum(tag));
    await expect.element(vorschau()).toBeVisible();
    await expectNoAxeViolations();

    // The fault was for one call: sending again works.
    await speichern().click();
    await expect.poll(() => router.state.location.pathname).toBe('/vertrag/3000102/ablesungen');
  });

  it('the demo backend rejects a reading that breaks the channel rule with its hinweis', async () => {
    await renderPortal({ path: '/vertrag/3000101/ablesung', signedInAs: '10000001' });
    const { kundennummer, token } = JSON.parse(window.localStorage.getItem('ekp-token')!) as Record<
      string,
      string
    >;
    const { demoApiUrl } = await import('../../test/demo-backend.ts');
    const response = await fetch(`${demoApiUrl}/api/3000101/ablesungen`, {
      method: 'POST',
      headers: { kundennummer: kundennummer!, token: token!, 'content-type': 'application/json' },
      body: JSON.stringify({
        ablesedatum: heute(),
        zaehlernummer: '1ESY1161234501',
        ablesewerte: { '1-0:1.8.0': 12345.67 },
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ hinweis: t.hilfetext(6, 1) });
  });

  it('meter load error: SPEC’s text and a way back', async () => {
    // 3000106 (storniert) has no meter: 404.
    await renderPortal({ path: '/vertrag/3000106/ablesung', signedInAs: '10000001' });
    await expect.element(page.getByRole('alert')).toHaveTextContent(alsFehler(t.zaehlerLadefehler));
    await erwarteLink(texts.allgemein.zurueck, '/vertrag/3000106/detail');
    await expectNoAxeViolations();
  });

  it('can be completed with the keyboard alone', async () => {
    const { router } = await renderPortal({ path: '/vertrag/3000201/ablesung', signedInAs: '10000002' });
    await expect.element(datumFeld()).toBeVisible();
    (datumFeld().element() as HTMLInputElement).focus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Kalender öffnen' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(wertFeld(t.ablesewert)).toHaveFocus();
    await userEvent.keyboard('130000,5');
    await userEvent.keyboard('{Tab}');
    await expect.element(fotoInput()).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: texts.allgemein.abbrechen })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(speichern()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => router.state.location.pathname).toBe('/vertrag/3000201/ablesungen');
    await expect.element(erfolg()).toBeVisible();
  });
});
