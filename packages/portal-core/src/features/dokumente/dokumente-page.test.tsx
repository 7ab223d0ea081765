import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';

import { formatDatum } from '../../format/de.ts';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { demo, demoApiUrl } from '../../test/demo-backend.ts';
import { erwarteLadefehler, oeffneSeite, renderPortal } from '../../test/render-portal.tsx';
import { testBrand } from '../../test/test-brand.ts';
import { texts } from '../../texts.ts';

const t = texts.dokumente;
const fehler = (text: string) => `${texts.allgemein.fehlerPraefix} ${text}`;
const downloadButton = (dateiname: string) =>
  page.getByRole('button', { name: t.herunterladen(dateiname), exact: true });

interface Dokument {
  id: string;
  dateiname: string;
  kategorie: string;
  beschreibung: string | null;
  erstellzeitpunkt: string;
}

function sitzung() {
  return JSON.parse(window.localStorage.getItem('ekp-token') ?? '{}') as {
    kundennummer: string;
    token: string;
  };
}

/** Straight from the demo backend, with the token of the signed-in test customer. */
async function vomBackend(pfad: string): Promise<Response> {
  const { token, kundennummer } = sitzung();
  return fetch(`${demoApiUrl}/api${pfad}`, { headers: { token, kundennummer } });
}

/** Captures what the page saves (object URL + <a download>) instead of letting the browser write a file. */
function downloadsMitschneiden() {
  const blobs = new Map<string, Blob>();
  const gespeichert: { dateiname: string; blob: Blob | undefined }[] = [];
  const createObjectURL = URL.createObjectURL.bind(URL);
  vi.spyOn(URL, 'createObjectURL').mockImplementation((objekt: Blob | MediaSource) => {
    const url = createObjectURL(objekt);
    if (objekt instanceof Blob) blobs.set(url, objekt);
    return url;
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    gespeichert.push({ dateiname: this.download, blob: blobs.get(this.href) });
  });
  return gespeichert;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/dokumente', () => {
  it('lists every document with description (or file name), category, contract, date and a download button', async () => {
    await oeffneSeite('/dokumente', texts.navigation.dokumente);
    await expect.poll(() => document.title).toBe(`${texts.navigation.dokumente} – ${testBrand.mandant}`);

    const dokumente = (await (await vomBackend('/dokument/alle')).json()) as Dokument[];
    await expect.element(downloadButton(dokumente[0]!.dateiname)).toBeVisible();
    expect(page.getByRole('button', { name: / herunterladen$/ }).all()).toHaveLength(dokumente.length);

    // Empty description: the file name is shown.
    const willkommen = dokumente.find((d) => d.dateiname === 'Willkommen_im_Kundenportal.pdf')!;
    expect(willkommen.beschreibung).toBe('');
    const zeile = page.getByRole('row').filter({ has: downloadButton(willkommen.dateiname) });
    await expect.element(zeile.getByText(willkommen.dateiname, { exact: true })).toBeVisible();
    await expect.element(zeile.getByText(formatDatum(willkommen.erstellzeitpunkt))).toBeVisible();
    await expect.element(zeile.getByText(/^\d\d\.\d\d\.\d{4}$/)).toBeVisible();

    // Description equal to the category: the file name is shown.
    const abschlagsplan = dokumente.find((d) => d.beschreibung === d.kategorie)!;
    const planZeile = page.getByRole('row').filter({ has: downloadButton(abschlagsplan.dateiname) });
    await expect.element(planZeile.getByText(abschlagsplan.dateiname, { exact: true })).toBeVisible();

    // Otherwise the description.
    const rechnung = dokumente.find((d) => d.beschreibung && d.beschreibung !== d.kategorie)!;
    const rechnungZeile = page.getByRole('row').filter({ has: downloadButton(rechnung.dateiname) });
    await expect.element(rechnungZeile.getByText(rechnung.beschreibung!, { exact: true })).toBeVisible();
    await expectNoAxeViolations();
  });

  it('downloads a PDF of several MB under its name and with the same bytes as the backend sends', async () => {
    const gespeichert = downloadsMitschneiden();
    await renderPortal({ path: '/dokumente', signedInAs: '10000001' });
    const dokumente = (await (await vomBackend('/dokument/alle')).json()) as Dokument[];
    const gross = dokumente.find((d) => d.dateiname.startsWith('Allgemeine_Geschäftsbedingungen'))!;

    await downloadButton(gross.dateiname).click();
    await expect.poll(() => gespeichert.length, { timeout: 10_000 }).toBe(1);
    const [datei] = gespeichert;
    // Content-Disposition carries the UTF-8 name (filename*), not the ASCII fallback.
    expect(datei!.dateiname).toBe(gross.dateiname);

    const erwartet = new Uint8Array(await (await vomBackend(`/dokument/daten/${gross.id}`)).arrayBuffer());
    const erhalten = new Uint8Array(await datei!.blob!.arrayBuffer());
    expect(erhalten.length).toBeGreaterThan(4 * 1024 * 1024);
    expect(erhalten.length).toBe(erwartet.length);
    expect(erhalten.every((byte, i) => byte === erwartet[i])).toBe(true);
    expect(new TextDecoder().decode(erhalten.slice(0, 5))).toBe('%PDF-');
  });

  it('shows the SPEC error when a download fails; the list stays', async () => {
    const gespeichert = downloadsMitschneiden();
    await demo.fault({ operationId: 'dokumentHerunterladen', status: 500 });
    await renderPortal({ path: '/dokumente', signedInAs: '10000001' });
    await downloadButton('Willkommen_im_Kundenportal.pdf').click();

    await expect.element(page.getByRole('alert')).toHaveTextContent(fehler(t.ladeFehler));
    expect(gespeichert).toHaveLength(0);
    await expect.element(downloadButton('Willkommen_im_Kundenportal.pdf')).toBeVisible();
    await expectNoAxeViolations();
  });

  it('marks the button busy while the file is coming', async () => {
    downloadsMitschneiden();
    await demo.fault({ operationId: 'dokumentHerunterladen', delayMs: 1_000 });
    await renderPortal({ path: '/dokumente', signedInAs: '10000001' });
    await downloadButton('Willkommen_im_Kundenportal.pdf').click();
    await expect
      .element(downloadButton('Willkommen_im_Kundenportal.pdf'))
      .toHaveAttribute('aria-busy', 'true');
    await expect
      .poll(() => downloadButton('Willkommen_im_Kundenportal.pdf').element().getAttribute('aria-busy'), {
        timeout: 5_000,
      })
      .toBeNull();
  });

  it('shows the SPEC error when the list cannot be loaded', async () => {
    await erwarteLadefehler('getDokumente', '/dokumente', t.ladeFehler);
  });

  it('fits a 360 px wide phone: long file names wrap instead of widening the page', async () => {
    await page.viewport(360, 800);
    await renderPortal({ path: '/dokumente', signedInAs: '10000001' });
    await expect.element(downloadButton('Willkommen_im_Kundenportal.pdf')).toBeVisible();
    const main = document.querySelector('main')!;
    expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  });

  it('says so when there are no documents', async () => {
    await renderPortal({ path: '/dokumente', signedInAs: '10000002' });
    await expect.element(page.getByText(t.keine)).toBeVisible();
    await expectNoAxeViolations();
  });
});
