import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';

import { formatDatum } from '../../format/de.ts';
import { fruehestesKuendigungsdatum, holidayYears, lokaleFeiertage } from '../../rules/arbeitstage.ts';
import { plusTage } from '../../rules/zeit.ts';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { demo, demoApiUrl } from '../../test/demo-backend.ts';
import { oeffneSeite, renderPortal } from '../../test/render-portal.tsx';
import { heute, stelleUhr } from '../../test/uhr.ts';
import { testBrand } from '../../test/test-brand.ts';
import { erwarteFokusAufZusammenfassung } from '../../test/fehler-zusammenfassung.ts';
import { texts } from '../../texts.ts';

const k = texts.kuendigung;
const fehler = (text: string) => `${texts.allgemein.fehlerPraefix} ${text}`;
const datumFeld = () => page.getByLabelText(k.datum);
const absenden = () => page.getByRole('button', { name: texts.vertraege.vertragKuendigen });

/** Picks the reason, types the earliest date offered today and sends the cancellation. */
async function kuendigeZumFruehestenTag(grund: keyof typeof k.gruende) {
  await page.getByRole('radio', { name: k.gruende[grund] }).click();
  await datumFeld().fill(formatDatum(fruehestesHeute()));
  await absenden().click();
}
const hinweisFuer = (datum: string) => page.getByText(k.fruehestesDatum(formatDatum(datum)));

/** The earliest date as the German holidays give it (the demo's holiday service computes the same days). */
function fruehestesHeute(): string {
  const tag = heute();
  return fruehestesKuendigungsdatum(tag, lokaleFeiertage(holidayYears(tag)));
}

async function dokumenteVomBackend(): Promise<{ dateiname: string; beschreibung: string | null }[]> {
  const session = JSON.parse(window.localStorage.getItem('ekp-token') ?? '{}') as {
    kundennummer: string;
    token: string;
  };
  const response = await fetch(`${demoApiUrl}/api/dokument/alle`, {
    headers: { token: session.token, kundennummer: session.kundennummer },
  });
  return (await response.json()) as { dateiname: string; beschreibung: string | null }[];
}

describe('/vertrag/{id}/kuendigen', () => {
  it('shows reason, last delivery day with the earliest date, free text and the note about 06.06.2025', async () => {
    await oeffneSeite('/vertrag/3000101/kuendigen', k.titel('3000101'));
    await expect.poll(() => document.title).toBe(`${k.titel('3000101')} – ${testBrand.mandant}`);
    await expect.element(page.getByRole('note')).toHaveTextContent(k.rueckwirkendHinweis);
    for (const grund of Object.values(k.gruende))
      await expect.element(page.getByRole('radio', { name: grund })).toBeVisible();
    await expect.element(hinweisFuer(fruehestesHeute())).toBeVisible();
    await expect.element(page.getByLabelText(k.text)).toBeVisible();
    await expectNoAxeViolations();
  });

  it('on submit without reason and date, lists both errors in a focused summary', async () => {
    await renderPortal({ path: '/vertrag/3000101/kuendigen', signedInAs: '10000001' });
    await absenden().click();

    const summary = page.getByRole('alert').filter({ hasText: texts.allgemein.fehlerZusammenfassung });
    await erwarteFokusAufZusammenfassung();
    await expect.element(summary.getByRole('link', { name: k.grundFehlt })).toBeVisible();
    await expect.element(summary.getByRole('link', { name: k.datumFehlt })).toBeVisible();
    await expect.element(datumFeld()).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(page.getByRole('radiogroup', { name: k.grund }))
      .toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations();

    await summary.getByRole('link', { name: k.datumFehlt }).click();
    await expect.element(datumFeld()).toHaveFocus();
  });

  it('a corrected field leaves the summary; while typing the summary never comes back to take the focus', async () => {
    await renderPortal({ path: '/vertrag/3000101/kuendigen', signedInAs: '10000001' });
    await absenden().click();
    const summary = page.getByRole('alert').filter({ hasText: texts.allgemein.fehlerZusammenfassung });
    await erwarteFokusAufZusammenfassung();

    await page.getByRole('radio', { name: k.gruende.AUSZUG }).click();
    await expect.element(summary.getByRole('link', { name: k.grundFehlt })).not.toBeInTheDocument();
    await expect.element(summary.getByRole('link', { name: k.datumFehlt })).toBeVisible();

    await datumFeld().fill(formatDatum(fruehestesHeute()));
    await expect.element(summary).not.toBeInTheDocument();
    await datumFeld().fill('');
    await expect.element(datumFeld()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(datumFeld()).toHaveFocus();
    await expect.element(summary).not.toBeInTheDocument();
  });

  it('refuses a date before the earliest one, typed or picked (Friday → Tuesday)', async () => {
    await stelleUhr('2026-11-20T12:00:00+01:00'); // Friday
    await renderPortal({ path: '/vertrag/3000101/kuendigen', signedInAs: '10000001' });
    await expect.element(hinweisFuer('2026-11-24')).toBeVisible();

    await page.getByRole('button', { name: 'Kalender öffnen' }).click();
    await expect.element(page.getByRole('button', { name: 'Montag, 23. November 2026' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Dienstag, 24. November 2026' })).toBeEnabled();
    await page.getByRole('button', { name: 'Kalender schließen' }).click();

    await page.getByRole('radio', { name: k.gruende.ANBIETERWECHSEL }).click();
    await datumFeld().fill('23.11.2026');
    await absenden().click();
    await expect.element(page.getByText(texts.validierung.datumZuFrueh('24.11.2026')).first()).toBeVisible();
    await expectNoAxeViolations();
  });

  it('a text that is no date gets its own message', async () => {
    await renderPortal({ path: '/vertrag/3000101/kuendigen', signedInAs: '10000001' });
    await page.getByRole('radio', { name: k.gruende.AUSZUG }).click();
    await datumFeld().fill('31.02.2030');
    await absenden().click();
    await expect.element(page.getByRole('link', { name: k.datumUngueltig })).toBeVisible();
  });

  it('cancels an active contract: SUCCESS notice, the contract moves to the cancelled ones, no cancel button', async () => {
    const fruehestes = fruehestesHeute();
    const { router } = await renderPortal({ path: '/vertrag/3000101/kuendigen', signedInAs: '10000001' });
    await page.getByRole('radio', { name: k.gruende.AUSZUG }).click();
    await datumFeld().fill(formatDatum(fruehestes));
    await page.getByLabelText(k.text).fill('Ich ziehe um.');
    await absenden().click();

    await expect
      .element(page.getByRole('status').getByText(texts.vertraege.kuendigungVeranlasst('3000101')))
      .toBeVisible();
    expect(router.state.location.pathname).toBe('/vertraege');
    const gekuendigt = page.getByRole('region', { name: texts.vertraege.gruppen.gekuendigt, exact: true });
    await expect
      .element(gekuendigt.getByRole('article', { name: texts.vertragDetail.titel('3000101') }))
      .toBeVisible();
    expect(page.getByRole('link', { name: texts.vertraege.vertragKuendigen }).all()).toHaveLength(0);

    // The backend received the date as YYYY-MM-DD: its receipt names the last delivery day.
    const dokumente = await dokumenteVomBackend();
    expect(dokumente.find((d) => d.dateiname === 'Kündigungseingang_3000101.pdf')?.beschreibung).toContain(
      formatDatum(fruehestes),
    );
  });

  it('a backend that answers "OK" as text has cancelled too: the SUCCESS notice, not the red one', async () => {
    await demo.fault({ operationId: 'vertragKuendigen', status: 200, body: 'OK' });
    await renderPortal({ path: '/vertrag/3000101/kuendigen', signedInAs: '10000001' });
    await kuendigeZumFruehestenTag('AUSZUG');

    await expect
      .element(page.getByRole('status').getByText(texts.vertraege.kuendigungVeranlasst('3000101')))
      .toBeVisible();
    expect(page.getByText(texts.vertraege.kuendigungFehlgeschlagen('3000101')).all()).toHaveLength(0);
  });

  it('a failed cancellation goes to the list with the red notice', async () => {
    await demo.fault({ operationId: 'vertragKuendigen', status: 500 });
    await renderPortal({ path: '/vertrag/3000102/kuendigen', signedInAs: '10000001' });
    await kuendigeZumFruehestenTag('SONDERKUENDIGUNG');

    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(fehler(texts.vertraege.kuendigungFehlgeschlagen('3000102')));
    await expect
      .element(
        page
          .getByRole('article', { name: texts.vertragDetail.titel('3000102') })
          .getByRole('link', { name: texts.vertraege.vertragKuendigen }),
      )
      .toBeVisible();
  });

  it('when the holiday service fails, logs it and still offers the earliest date from the local holidays', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await demo.fault({ operationId: 'getFeiertage', status: 503 });
    await renderPortal({ path: '/vertrag/3000101/kuendigen', signedInAs: '10000001' });
    await expect.element(hinweisFuer(fruehestesHeute())).toBeVisible();
    expect(warn).toHaveBeenCalled();

    await kuendigeZumFruehestenTag('AUSZUG');
    await expect
      .element(page.getByRole('status').getByText(texts.vertraege.kuendigungVeranlasst('3000101')))
      .toBeVisible();
  });

  it('in December asks the service for this and next year: 30.12.2026 → 04.01.2027', async () => {
    await stelleUhr('2026-12-30T09:00:00+01:00'); // Wednesday; 01.01.2027 is New Year
    const abrufe = vi.spyOn(window, 'fetch');
    await renderPortal({ path: '/vertrag/3000101/kuendigen', signedInAs: '10000001' });
    await expect.element(hinweisFuer('2027-01-04')).toBeVisible();
    const urls = abrufe.mock.calls.map(([ziel]) => (ziel instanceof Request ? ziel.url : String(ziel)));
    expect(urls.some((url) => url.endsWith('/feiertage?years=2026,2027'))).toBe(true);
  });

  it('a holiday of one state counts: Buß- und Bettag (Saxony) moves Monday 16.11.2026 to Thursday', async () => {
    await stelleUhr('2026-11-16T10:00:00+01:00');
    await renderPortal({ path: '/vertrag/3000101/kuendigen', signedInAs: '10000001' });
    await expect.element(hinweisFuer('2026-11-19')).toBeVisible();
  });

  it('a contract that is not active cannot be cancelled', async () => {
    await renderPortal({ path: '/vertrag/3000104/kuendigen', signedInAs: '10000001' });
    await expect.element(page.getByText(k.nichtKuendbar)).toBeVisible();
    expect(absenden().all()).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it("another customer's contract shows the load error", async () => {
    await renderPortal({ path: '/vertrag/3000201/kuendigen', signedInAs: '10000001' });
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(fehler(texts.vertragDetail.ladeFehlerAlternativ));
    expect(absenden().all()).toHaveLength(0);
  });

  it('ignores a second click while the cancellation is being sent', async () => {
    await demo.fault({ operationId: 'vertragKuendigen', delayMs: 800 });
    const abrufe = vi.spyOn(window, 'fetch');
    await renderPortal({ path: '/vertrag/3000101/kuendigen', signedInAs: '10000001' });
    await page.getByRole('radio', { name: k.gruende.AUSZUG }).click();
    await datumFeld().fill(formatDatum(plusTage(fruehestesHeute(), 7)));
    await absenden().click();
    // The busy button is aria-disabled (keeps focus), so a user can still press it: click it in the DOM.
    absenden()
      .element()
      .dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await expect
      .element(page.getByRole('status').getByText(texts.vertraege.kuendigungVeranlasst('3000101')))
      .toBeVisible();
    const kuendigungen = abrufe.mock.calls.filter(
      ([ziel]) => ziel instanceof Request && ziel.url.endsWith('/3000101/kuendigen'),
    );
    expect(kuendigungen).toHaveLength(1);
  });
});
