import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { formatDatum } from '../../format/de.ts';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { demo, demoApiUrl } from '../../test/demo-backend.ts';
import { erwarteLadefehler, erwarteLink, oeffneSeite, renderPortal } from '../../test/render-portal.tsx';
import { testBrand } from '../../test/test-brand.ts';
import { texts } from '../../texts.ts';
import { heute } from '../../test/uhr.ts';

const t = texts.tarif;
const bereich = (name: string) => page.getByRole('region', { name, exact: true });
const zeile = (bereichName: string, tarif: string) =>
  bereich(bereichName)
    .getByRole('row')
    .filter({ has: page.getByText(tarif, { exact: true }) });
const fehler = (text: string) => `${texts.allgemein.fehlerPraefix} ${text}`;

/** The contract as the demo backend has it, read with the session the test signed in with. */
async function vertragVomBackend(id: string): Promise<{ lieferbeginn: string }> {
  const session = JSON.parse(window.localStorage.getItem('ekp-token') ?? '{}') as {
    kundennummer: string;
    token: string;
  };
  const response = await fetch(`${demoApiUrl}/api/${id}`, {
    headers: { token: session.token, kundennummer: session.kundennummer },
  });
  return (await response.json()) as { lieferbeginn: string };
}

describe('/vertrag/{id}/tarifhistorie', () => {
  it('3000102: current, future and previous tariffs in their sections', async () => {
    await oeffneSeite('/vertrag/3000102/tarifhistorie', t.historieTitel('3000102'));
    await expect.poll(() => document.title).toBe(`${t.historieTitel('3000102')} – ${testBrand.mandant}`);

    const jahr = heute().slice(0, 4);
    const aktuell = zeile(texts.vertragDetail.aktuellerTarif, `Stadtstrom Zweitarif ${jahr}`);
    await expect.element(aktuell).toBeVisible();
    await expect.element(aktuell.getByText(`01.01.${jahr}`)).toBeVisible();

    const kuenftig = zeile(t.zukuenftigeTarife, 'Stadtstrom Zweitarif Fix 24');
    await expect.element(kuenftig).toBeVisible();
    await expect.element(kuenftig.getByText(t.unbefristet)).toBeVisible();

    const vorher = zeile(t.vorherigeTarife, 'Stadtstrom Zweitarif');
    await expect.element(vorher.getByText(`31.12.${Number(jahr) - 1}`)).toBeVisible();
    for (const name of [texts.vertragDetail.aktuellerTarif, t.zukuenftigeTarife, t.vorherigeTarife]) {
      expect(bereich(name).getByRole('row').all()).toHaveLength(2); // header + one slice
    }

    await erwarteLink(texts.allgemein.zurueck, '/vertrag/3000102/detail');
    await expectNoAxeViolations();
  });

  it('3000107 (ordered): only a future tariff; the other sections say there is none', async () => {
    await renderPortal({ path: '/vertrag/3000107/tarifhistorie', signedInAs: '10000001' });
    await expect.element(zeile(t.zukuenftigeTarife, 'Stadtstrom Öko')).toBeVisible();
    await expect
      .element(bereich(texts.vertragDetail.aktuellerTarif).getByText(t.keineEintraege))
      .toBeVisible();
    await expect.element(bereich(t.vorherigeTarife).getByText(t.keineEintraege)).toBeVisible();
    await expectNoAxeViolations();
  });

  it("a slice without a start begins with the contract's delivery start", async () => {
    await demo.fault({
      operationId: 'getTarifhistorie',
      status: 200,
      body: {
        historie: [
          { name: 'Ohne Beginn', gueltigVon: null, gueltigBis: '2099-12-31' },
          { name: 'Längst vorbei', gueltigVon: null, gueltigBis: '2000-01-01' },
        ],
      },
    });
    await renderPortal({ path: '/vertrag/3000102/tarifhistorie', signedInAs: '10000001' });
    const { lieferbeginn } = await vertragVomBackend('3000102');
    const ohne = zeile(texts.vertragDetail.aktuellerTarif, 'Ohne Beginn');
    await expect.element(ohne.getByText(formatDatum(lieferbeginn))).toBeVisible();
    await expect.element(zeile(t.vorherigeTarife, 'Längst vorbei')).toBeVisible();
    await expect.element(bereich(t.zukuenftigeTarife).getByText(t.keineEintraege)).toBeVisible();
  });

  it('3000106 (cancelled order): no tariff is stored', async () => {
    await renderPortal({ path: '/vertrag/3000106/tarifhistorie', signedInAs: '10000001' });
    await expect.element(page.getByText(t.keinTarif)).toBeVisible();
    await expectNoAxeViolations();
  });

  it('shows the SPEC error when the history cannot be loaded', async () => {
    await erwarteLadefehler('getTarifhistorie', '/vertrag/3000101/tarifhistorie', t.historieFehler);
    await expectNoAxeViolations();
  });

  it("another customer's contract shows the error and no tariff", async () => {
    await renderPortal({ path: '/vertrag/3000201/tarifhistorie', signedInAs: '10000001' });
    await expect.element(page.getByRole('alert')).toHaveTextContent(fehler(t.historieFehler));
    expect(page.getByText('Gewerbestrom Fix').all()).toHaveLength(0);
  });
});
