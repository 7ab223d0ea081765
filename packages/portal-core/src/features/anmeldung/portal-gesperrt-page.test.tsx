import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { expectNoAxeViolations } from '../../test/axe.ts';
import { renderPortal } from '../../test/render-portal.tsx';
import { testBrand } from '../../test/test-brand.ts';
import { texts } from '../../texts.ts';

describe('/portal/gesperrt', () => {
  it('says there is no access and leads back to sign-in', async () => {
    const { router } = await renderPortal({ path: '/portal/gesperrt' });
    await expect.element(page.getByText(texts.gesperrt.keinZugang)).toBeVisible();
    await expect.poll(() => document.title).toBe(`${texts.gesperrt.titel} – ${testBrand.mandant}`);
    await expectNoAxeViolations();

    await page.getByRole('button', { name: texts.gesperrt.zurueckZumLogin }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: texts.anmeldung.titel })).toBeVisible();
    expect(router.state.location.pathname).toBe('/anmelden');
    expect(window.localStorage.getItem('ekp-token')).toBeNull();
  });
});
