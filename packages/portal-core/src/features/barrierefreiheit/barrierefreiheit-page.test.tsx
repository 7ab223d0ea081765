import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';

import { expectNoAxeViolations } from '../../test/axe.ts';
import { erwarteLink, renderPortal } from '../../test/render-portal.tsx';
import { testBrand } from '../../test/test-brand.ts';
import { texts } from '../../texts.ts';
import { SCHLICHTUNGSSTELLE } from './barrierefreiheit-page.tsx';

const t = texts.barrierefreiheit;

const brandMitKontakt = {
  ...testBrand,
  barrierefreiheit: { email: 'barrierefrei@testwerke.example', telefon: '+49 30 1234-567' },
};

describe('/barrierefreiheit', () => {
  it('states conformity, limitations, date and the brand contact, signed out, without axe violations', async () => {
    const { screen, router } = await renderPortal({ path: '/barrierefreiheit', brand: brandMitKontakt });

    await expect
      .element(screen.getByRole('heading', { level: 1, name: texts.navigation.barrierefreiheit }))
      .toBeVisible();
    expect(router.state.location.pathname).toBe('/barrierefreiheit');
    await expect.poll(() => document.title).toBe(`${texts.navigation.barrierefreiheit} – Testwerke`);
    await expect.element(screen.getByText(t.stand)).toBeVisible();
    await expect.element(screen.getByText(t.einschraenkungen[0])).toBeVisible();
    await expect.element(screen.getByText(t.erstellung('22.11.2026'))).toBeVisible();

    const mail = screen.getByRole('link', { name: 'barrierefrei@testwerke.example' });
    await expect.element(mail).toHaveAttribute('href', 'mailto:barrierefrei@testwerke.example');
    await erwarteLink('+49 30 1234-567', 'tel:+49301234567', screen);
    await expect.element(screen.getByText(t.feedbackOhneKontakt('Testwerke'))).not.toBeInTheDocument();

    const schlichtung = screen.getByRole('link', { name: new RegExp(t.schlichtungsstelleWebsite) });
    await expect.element(schlichtung).toHaveAttribute('href', SCHLICHTUNGSSTELLE.website);
    await expect.element(schlichtung).toHaveAttribute('target', '_blank');

    await expectNoAxeViolations();
  });

  it('without a configured contact points to the legal notice', async () => {
    const { screen } = await renderPortal({ path: '/barrierefreiheit' });

    await expect.element(screen.getByText(t.feedbackOhneKontakt('Testwerke'))).toBeVisible();
    const impressum = screen.getByRole('link', { name: new RegExp(t.zumImpressum) });
    await expect.element(impressum).toHaveAttribute('href', 'https://testwerke.example/impressum');
    // Signed out the contact form is out of reach, so it is not offered.
    await expect.element(screen.getByRole('link', { name: t.zurKontaktanfrage })).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('stays reachable signed in and offers the contact form when no contact is configured', async () => {
    const { screen, router } = await renderPortal({ path: '/barrierefreiheit', signedInAs: '10000001' });

    await expect
      .element(screen.getByRole('heading', { level: 1, name: texts.navigation.barrierefreiheit }))
      .toBeVisible();
    expect(router.state.location.pathname).toBe('/barrierefreiheit');
    await expect.element(screen.getByRole('button', { name: texts.navigation.abmelden })).toBeVisible();

    await userEvent.click(screen.getByRole('link', { name: t.zurKontaktanfrage }));
    await expect
      .element(screen.getByRole('heading', { level: 1, name: texts.kontaktanfrage.titel }))
      .toBeVisible();
    expect(router.state.location.pathname).toBe('/kontaktanfrage');
  });
});
