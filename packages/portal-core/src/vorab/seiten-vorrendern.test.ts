import { describe, expect, it } from 'vitest';

import { testBrand, testBrandMitNutzungsbedingungen } from '../test/test-brand.ts';
import { texts } from '../texts.ts';
import {
  appShellVorladen,
  appShellVorrendern,
  seitenVorrendern,
  startseiteUmleitungen,
} from './seiten-vorrendern.tsx';

const sichtbarerText = (html: string) => html.replaceAll(/<[^>]+>/g, ' ').replaceAll(/\s+/g, ' ');

// The first render loads every page's modules, transformed on the fly: 2.7 s alone, 9.4 s once on a fresh clone
// beside the other packages' tests, past the 5 s default.
describe('seitenVorrendern', { timeout: 30_000 }, () => {
  it('writes the sign-in page, the forgotten-password page and the blocked page without a session, the start page with one', async () => {
    const seiten = await seitenVorrendern(testBrand);
    expect(seiten.map(({ pfad, datei, mitSitzung }) => ({ pfad, datei, mitSitzung }))).toEqual([
      { pfad: '/anmelden', datei: 'anmelden.html', mitSitzung: false },
      { pfad: '/passwort/vergessen', datei: 'passwort/vergessen.html', mitSitzung: false },
      { pfad: '/portal/gesperrt', datei: 'portal/gesperrt.html', mitSitzung: false },
      { pfad: '/', datei: 'startseite.html', mitSitzung: true },
    ]);
    const anmelden = sichtbarerText(seiten[0]?.html ?? '');
    for (const text of [
      texts.anmeldung.titel,
      texts.anmeldung.kundennummer,
      texts.anmeldung.passwort,
      texts.anmeldung.passwortVergessen,
      texts.anmeldung.anmelden,
      texts.navigation.kuendigungsbutton,
    ]) {
      expect(anmelden).toContain(` ${text} `);
    }
    expect(sichtbarerText(seiten[2]?.html ?? '')).toContain(texts.gesperrt.keinZugang);
  });

  it('renders the brand: the terms checkbox only where the brand has terms; Anmelden disabled while the form is empty', async () => {
    const [ohne] = await seitenVorrendern(testBrand);
    const [mit] = await seitenVorrendern(testBrandMitNutzungsbedingungen);
    expect(ohne?.html).not.toContain('type="checkbox"');
    expect(mit?.html).toContain('type="checkbox"');
    const absenden = (html = '') => /<button type="submit"[^>]*>/.exec(html)?.[0] ?? '';
    expect(absenden(mit?.html)).toContain('disabled=""');
    expect(absenden(ohne?.html)).toContain('disabled=""');
  });

  it('puts the brand’s baseUrlRouting in front of paths and links, not in front of the file', async () => {
    const seiten = await seitenVorrendern({ ...testBrand, baseUrlRouting: '/kundenportal/' });
    const [anmelden] = seiten;
    expect(anmelden?.pfad).toBe('/kundenportal/anmelden');
    expect(anmelden?.datei).toBe('anmelden.html');
    expect(anmelden?.html).toContain('href="/kundenportal/passwort/vergessen"');
    const startseite = seiten.find((seite) => seite.mitSitzung);
    expect(startseite?.pfad).toBe('/kundenportal/');
    expect(startseite?.datei).toBe('startseite.html');
    expect(startseite?.html).toContain('href="/kundenportal/ablesung"');
  });

  it('renders the start page as a signed-in customer first sees it: greeting without their name under the loading mask, the six actions, the navigation bar with Abmelden', async () => {
    const startseite = (await seitenVorrendern(testBrand)).find((seite) => seite.mitSitzung);
    const html = startseite?.html ?? '';
    const text = sichtbarerText(html);
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe(texts.startseite.begruessungOhneName);
    for (const eintrag of [
      texts.allgemein.wirdGeladen,
      texts.startseite.frage,
      texts.startseite.zaehlerstandErfassen,
      texts.datenuebersicht.titel,
      texts.navigation.dokumente,
      texts.navigation.vertraege,
      texts.startseite.kontakt,
      texts.passwortAendern.titel,
      texts.navigation.abmelden,
    ]) {
      expect(text).toContain(` ${eintrag} `);
    }
    expect(html).toContain('aria-busy="true"');
    // Abmelden cannot do anything before the portal runs, and says so.
    expect(/<button[^>]*>([^<]*)<\/button>/.exec(html)?.[0]).toContain('aria-disabled="true"');
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/"|<a[^>]*href="\/"[^>]*aria-current="page"/);
    // Nothing of a customer: the session it was rendered with has no Kundennummer, and no answer was asked for.
    expect(text).not.toContain(texts.anmeldung.kundennummer);
    expect(html).not.toContain('<form');
  });
});

describe('appShellVorrendern', () => {
  it('is the frame with the loading state: both navigations marked for the session check, no Abmelden, no current page', () => {
    const html = appShellVorrendern({ ...testBrand, zeigeNavigationOnLogin: true });
    const text = sichtbarerText(html);
    for (const eintrag of [
      texts.allgemein.wirdGeladen,
      texts.navigation.startseite,
      texts.navigation.vertraege,
      texts.navigation.barrierefreiheit,
      texts.navigation.kuendigungsbutton,
    ]) {
      expect(text).toContain(` ${eintrag} `);
    }
    expect(text).not.toContain(texts.navigation.abmelden);
    expect(html).not.toContain('aria-current');
    const mitSitzung = html.indexOf('data-nur-mit-sitzung');
    const ohneSitzung = html.indexOf('data-nur-ohne-sitzung');
    const hauptnavigation = html.indexOf(`aria-label="${texts.navigation.hauptnavigation}"`);
    expect(mitSitzung).toBeGreaterThan(-1);
    expect(hauptnavigation).toBeGreaterThan(mitSitzung);
    expect(ohneSitzung).toBeGreaterThan(hauptnavigation);
  });

  it('without a brand bar before sign-in, a device without a session sees no bar; links under baseUrlRouting', () => {
    const html = appShellVorrendern({
      ...testBrand,
      zeigeNavigationOnLogin: false,
      baseUrlRouting: '/kundenportal/',
    });
    expect(html).toContain('data-nur-mit-sitzung');
    expect(html).toContain('<div data-nur-ohne-sitzung=""></div>');
    expect(html).toContain('href="/kundenportal/vertraege"');
  });
});

describe('appShellVorladen', () => {
  it('names the chart screens under the brand’s baseUrlRouting, each with its page, its first data and the signed-in layout', () => {
    const routen = appShellVorladen({ ...testBrand, baseUrlRouting: '/kundenportal/' });
    expect(routen.map(({ pfad }) => pfad)).toEqual([
      '/kundenportal/vertrag/:id/preiszeitreihe',
      '/kundenportal/vertrag/:id/verbrauch',
      '/kundenportal/vertrag/:id/verbrauchshistorie',
    ]);
    for (const { pfad, module } of routen) {
      const seite = pfad.split('/').at(-1) ?? '';
      expect(module).toContain(`portal-core/src/features/verbrauch/${seite}-page.tsx`);
      expect(module).toContain('portal-core/src/features/verbrauch/verbrauch-queries.ts');
      expect(module).toContain('portal-core/src/routes/angemeldet.ts');
      // The reader of answers loads with the first read; requested with the rest, the answer does not wait for it.
      expect(module).toContain('api-client/src/lesen.ts');
    }
  });
});

describe('startseiteUmleitungen', () => {
  it('are where the start page sends a device as the guard would, under the brand’s baseUrlRouting', () => {
    expect(startseiteUmleitungen(testBrand)).toEqual({
      ohneSitzung: '/anmelden',
      passwortAendern: '/aendere/passwort',
    });
    expect(startseiteUmleitungen({ ...testBrand, baseUrlRouting: '/kundenportal/' })).toEqual({
      ohneSitzung: '/kundenportal/anmelden',
      passwortAendern: '/kundenportal/aendere/passwort',
    });
  });
});
