import { afterAll, describe, expect, it } from 'vitest';
import {
  removeTempDirs,
  shippedBrand,
  shippedBrandFile,
  shippedBrands,
  writeBrand,
} from '../test/brand-fixture.ts';
import type { BrandJson } from '../test/brand-fixture.ts';
import { BrandConfigError } from './errors.ts';
import { isHttpsUrl, isLinkUrl, loadBrand, loadBrandFiles, pointerToPath } from './load-brand.ts';
import type { BrandProblem } from './types.ts';

afterAll(removeTempDirs);

function problemsOf(path: string): readonly BrandProblem[] {
  try {
    loadBrand(path);
  } catch (error) {
    expect(error).toBeInstanceOf(BrandConfigError);
    return (error as BrandConfigError).problems;
  }
  throw new Error(`expected ${path} to be rejected`);
}

describe('shipped brands', () => {
  it.each(shippedBrands)('%s loads without problems', (id) => {
    const config = loadBrand(shippedBrandFile(id));
    expect(config.mandant).toBe(shippedBrand(id).mandant);
  });

  it('Stadtwerke Musterstadt is the SPEC §1 shipped configuration', () => {
    const swm = loadBrand(shippedBrandFile('stadtwerke-musterstadt'));
    expect(swm).toMatchObject({
      mandant_short: 'swm',
      hatHeader: false,
      hatFooter: true,
      zeigeNavigationOnLogin: false,
      kundennummerprefix: '',
    });
    expect(swm.footer.map((entry) => [entry.label, entry.neuerTab])).toEqual([
      ['Impressum', true],
      ['Datenschutz', true],
    ]);
    expect(swm.nutzungsbedingungen).toBeUndefined();
  });

  it('Nordlicht Energie has header, terms of use, prefix and navigation on login', () => {
    const nle = loadBrand(shippedBrandFile('nordlicht-energie'));
    expect(nle).toMatchObject({
      mandant: 'Nordlicht Energie GmbH',
      mandant_short: 'nle',
      hatHeader: true,
      zeigeNavigationOnLogin: true,
      kundennummerprefix: 'NL-',
      nutzungsbedingungen: {
        part1: 'Ich habe die',
        label: 'Nutzungsbedingungen',
        part2: 'gelesen und akzeptiere sie.',
      },
    });
    expect(nle.header.length).toBeGreaterThan(1);
    // The accessibility statement is the portal's own page, linked in every footer, not a brand entry.
    expect(nle.footer.map((entry) => entry.label)).toEqual(['Impressum', 'Datenschutz', 'AGB']);
    expect(nle.credentialinformationen).toMatch(/Kundennummer/);
  });

  it('the shipped brands keep the statutory cancellation button on the portal’s own page (the default)', () => {
    for (const id of shippedBrands) expect(loadBrand(shippedBrandFile(id)).kuendigungsbutton).toBeUndefined();
  });

  it('a brand may send the cancellation button to its own https page', () => {
    const url = 'https://www.stadtwerke-musterstadt.example/vertrag-kuendigen';
    const file = writeBrand({
      mutate: (b) => {
        b.kuendigungsbutton = { url };
      },
    });
    expect(loadBrand(file).kuendigungsbutton?.url).toBe(url);
  });

  it('the two brands differ visibly', () => {
    const [swm, nle] = shippedBrands.map((id) => loadBrand(shippedBrandFile(id)));
    expect(swm?.theme.primary).not.toBe(nle?.theme.primary);
    expect(swm?.theme.fontFamily).not.toBe(nle?.theme.fontFamily);
  });
});

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj\n');
const svg = (body: string, attrs = 'xmlns="http://www.w3.org/2000/svg"') =>
  `<svg ${attrs} viewBox="0 0 10 10">${body}</svg>`;

interface BrokenCase {
  name: string;
  mutate?: (brand: BrandJson) => void;
  raw?: string;
  files?: Record<string, string | Uint8Array>;
  expected: { path: string; reason: RegExp }[];
  /** Total number of problems when one colour fails several pairs (default: expected.length). */
  count?: number;
}

const broken: BrokenCase[] = [
  {
    name: 'missing required field',
    mutate: (b) => {
      delete b.mandant;
    },
    expected: [{ path: 'mandant', reason: /Pflichtfeld fehlt/ }],
  },
  {
    name: 'missing nested required field',
    mutate: (b) => {
      delete b.theme.primaryText;
    },
    expected: [{ path: 'theme.primaryText', reason: /Pflichtfeld fehlt/ }],
  },
  {
    name: 'unknown field with a suggestion',
    mutate: (b) => {
      b.hatFoter = true;
    },
    expected: [{ path: 'hatFoter', reason: /unbekanntes Feld.*hatFooter/ }],
  },
  {
    name: 'unknown field in a footer entry',
    mutate: (b) => {
      b.footer[1] = { ...b.footer[1], target: '_blank' };
    },
    expected: [{ path: 'footer[1].target', reason: /unbekanntes Feld/ }],
  },
  {
    name: 'wrong type',
    mutate: (b) => {
      b.hatHeader = 'nein';
    },
    expected: [{ path: 'hatHeader', reason: /falscher Typ: erwartet true oder false, gefunden Text/ }],
  },
  {
    name: 'list instead of text',
    mutate: (b) => {
      b.mandant = ['Stadtwerke'];
    },
    expected: [{ path: 'mandant', reason: /erwartet Text, gefunden Liste/ }],
  },
  {
    name: 'malformed absolute URL',
    mutate: (b) => {
      b.passwortErneuerUrl = 'kundenportal.example/passwort/erneuern';
    },
    expected: [{ path: 'passwortErneuerUrl', reason: /keine gültige absolute URL/ }],
  },
  {
    name: 'javascript: link in the footer',
    mutate: (b) => {
      b.footer[0] = { label: 'Impressum', url: 'javascript:alert(1)' };
    },
    expected: [{ path: 'footer[0].url', reason: /keine gültige URL/ }],
  },
  {
    name: 'cancellation button linking to an unencrypted page',
    mutate: (b) => {
      b.kuendigungsbutton = { url: 'http://www.stadtwerke-musterstadt.example/kuendigen' };
    },
    expected: [{ path: 'kuendigungsbutton.url', reason: /keine gültige absolute https-URL/ }],
  },
  {
    name: 'cancellation button with a path instead of an absolute URL',
    mutate: (b) => {
      b.kuendigungsbutton = { url: 'www.stadtwerke-musterstadt.example/kuendigen' };
    },
    expected: [{ path: 'kuendigungsbutton.url', reason: /keine gültige absolute https-URL.*gefunden "www/ }],
  },
  {
    name: 'unknown field in the cancellation button',
    mutate: (b) => {
      b.kuendigungsbutton = { url: 'https://www.stadtwerke-musterstadt.example/kuendigen', neuerTab: true };
    },
    expected: [{ path: 'kuendigungsbutton.neuerTab', reason: /unbekanntes Feld/ }],
  },
  {
    name: 'cancellation button without url',
    mutate: (b) => {
      b.kuendigungsbutton = {};
    },
    expected: [{ path: 'kuendigungsbutton.url', reason: /Pflichtfeld fehlt/ }],
  },
  {
    name: 'colour name instead of hex',
    mutate: (b) => {
      b.theme.primary = 'blue';
    },
    expected: [
      {
        path: 'theme.primary',
        reason: /keine gültige Farbe \(erwartet #rgb oder #rrggbb\), gefunden "blue"/,
      },
    ],
  },
  {
    name: 'five-digit hex colour in a chart',
    mutate: (b) => {
      b.chart.farben.preis = '#12345';
    },
    expected: [{ path: 'chart.farben.preis', reason: /keine gültige Farbe/ }],
  },
  {
    name: 'logo file missing',
    mutate: (b) => {
      b.logo = 'fehlt.svg';
    },
    expected: [{ path: 'logo', reason: /Datei nicht gefunden/ }],
  },
  {
    name: 'logo is a PDF',
    mutate: (b) => {
      b.logo = 'logo.png';
    },
    files: { 'logo.png': PDF },
    expected: [{ path: 'logo', reason: /kein Bild/ }],
  },
  {
    name: 'logo is HTML named .svg',
    mutate: (b) => {
      b.logo = 'seite.svg';
    },
    files: { 'seite.svg': '<html><body>kein Logo</body></html>' },
    expected: [{ path: 'logo', reason: /Wurzelelement ist <html>/ }],
  },
  {
    name: 'SVG with a script',
    mutate: (b) => {
      b.favicon = 'boese.svg';
    },
    files: { 'boese.svg': svg('<script>alert(1)</script>') },
    expected: [{ path: 'favicon', reason: /<script>/ }],
  },
  {
    name: 'SVG with an event handler',
    mutate: (b) => {
      b.logo = 'onload.svg';
    },
    files: { 'onload.svg': svg('<rect width="1" height="1" onload="alert(1)"/>') },
    expected: [{ path: 'logo', reason: /Event-Handler/ }],
  },
  {
    name: 'SVG without namespace',
    mutate: (b) => {
      b.logo = 'ohne-ns.svg';
    },
    files: { 'ohne-ns.svg': svg('<rect width="1" height="1"/>', 'width="10"') },
    expected: [{ path: 'logo', reason: /xmlns/ }],
  },
  {
    name: 'PNG named .svg',
    mutate: (b) => {
      b.logo = 'falsch.svg';
    },
    files: { 'falsch.svg': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]) },
    expected: [{ path: 'logo', reason: /Dateiendung ".svg" passt nicht zum Inhalt \(png\)/ }],
  },
  {
    name: 'logo path escaping the brand folder',
    mutate: (b) => {
      b.logo = '../../etc/passwd';
    },
    expected: [{ path: 'logo', reason: /kein \.\./ }],
  },
  {
    name: 'white text on a light primary',
    mutate: (b) => {
      b.theme.primary = '#66aadd';
    },
    expected: [
      {
        path: 'theme.primaryText',
        reason: /Kontrast \d\.\d\d:1 auf theme\.primary \(#66aadd\) liegt unter 4\.5:1/,
      },
      { path: 'theme.primary', reason: /auf theme\.surface .*Überschriften/ },
      { path: 'theme.primary', reason: /auf theme\.background/ },
    ],
  },
  {
    name: 'grey body text just below AA',
    mutate: (b) => {
      b.theme.text = '#777777';
    },
    // #777 on white is 4.48:1; it must not be rounded up to a pass.
    expected: [{ path: 'theme.text', reason: /Kontrast 4\.4\d:1 auf theme\.surface/ }],
    // …and on the page background and the four alert backgrounds.
    count: 6,
  },
  {
    name: 'danger text on its alert background',
    mutate: (b) => {
      b.theme.danger = '#ff6666';
    },
    expected: [
      { path: 'theme.danger', reason: /auf theme\.dangerBackground/ },
      { path: 'theme.danger', reason: /auf theme\.surface/ },
    ],
  },
  {
    name: 'light link colour',
    mutate: (b) => {
      b.theme.link = '#7fb2ff';
    },
    expected: [
      { path: 'theme.link', reason: /auf theme\.surface .*Links/ },
      { path: 'theme.link', reason: /auf theme\.dangerBackground .*Links in der Fehlermeldung/ },
    ],
    // surface, background and the four alert backgrounds.
    count: 6,
  },
  {
    name: 'pale chart line',
    mutate: (b) => {
      b.chart.farben.preis = '#dddddd';
    },
    expected: [{ path: 'chart.farben.preis', reason: /unter 3:1/ }],
  },
  {
    name: 'footer switched on without entries',
    mutate: (b) => {
      b.footer = [];
    },
    expected: [{ path: 'footer', reason: /hatFooter ist true/ }],
  },
  {
    name: 'CSS injection through the font',
    mutate: (b) => {
      b.theme.fontFamily = 'Arial; } body { display: none';
    },
    expected: [{ path: 'theme.fontFamily', reason: /keine ; \{ \} < >/ }],
  },
  {
    name: 'upper-case mandant_short',
    mutate: (b) => {
      b.mandant_short = 'SWM';
    },
    expected: [{ path: 'mandant_short', reason: /Kleinbuchstaben/ }],
  },
  {
    name: 'invalid JSON',
    raw: '{ "mandant": "x", }',
    expected: [{ path: '', reason: /kein gültiges JSON/ }],
  },
  {
    name: 'not an object',
    raw: '[]',
    expected: [{ path: '', reason: /erwartet Objekt, gefunden Liste/ }],
  },
];

describe('broken brand files', () => {
  it.each(broken)('$name', ({ mutate, raw, files, expected, count = expected.length }) => {
    const file = writeBrand({
      ...(mutate ? { mutate } : {}),
      ...(raw === undefined ? {} : { raw }),
      ...(files ? { files } : {}),
    });
    const problems = problemsOf(file);
    for (const { path, reason } of expected) {
      expect(problems).toContainEqual({ file, path, reason: expect.stringMatching(reason) as unknown });
    }
    // Exactly the expected problems: one broken thing must not cascade into unrelated reports.
    expect(problems).toHaveLength(count);
  });

  it('reports every problem at once, each with file, path and reason in the message', () => {
    const file = writeBrand({
      mutate: (b) => {
        delete b.baseUrl;
        b.theme.primary = 'rot';
        b.theme.muted = '#bbbbbb';
        (b as Record<string, unknown>).header = 'keiner';
        b.logo = 'nicht-da.svg';
        b.extra = 1;
      },
    });
    const error = (() => {
      try {
        loadBrand(file);
      } catch (e) {
        return e as BrandConfigError;
      }
      throw new Error('not rejected');
    })();
    expect(error.problems.map((p) => p.path).sort()).toEqual(
      ['baseUrl', 'extra', 'header', 'logo', 'theme.muted', 'theme.muted', 'theme.primary'].sort(),
    );
    expect(error.message).toMatch(/^Mandanten-Konfiguration ungültig \(7 Probleme\):/);
    for (const problem of error.problems) {
      expect(error.message).toContain(`› ${problem.path}: ${problem.reason}`);
    }
    expect(error.message).toContain('brand.json');
  });

  it('names a missing brand file', () => {
    expect(problemsOf('/nonexistent/brands/x/brand.json')).toEqual([
      { file: '/nonexistent/brands/x/brand.json', path: '', reason: 'Datei nicht gefunden' },
    ]);
  });
});

describe('loadBrandFiles', () => {
  it('returns the logo bytes and falls back to the logo as favicon', () => {
    const file = writeBrand({
      mutate: (b) => {
        delete b.favicon;
      },
    });
    const loaded = loadBrandFiles(file);
    expect(loaded.logo.kind).toBe('svg');
    expect(loaded.favicon).toBe(loaded.logo);
  });

  it('accepts PNG, JPEG and WebP logos by their magic bytes', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
    const webp = new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ');
    for (const [name, bytes, kind] of [
      ['logo.png', png, 'png'],
      ['logo.jpg', jpeg, 'jpeg'],
      ['logo.webp', webp, 'webp'],
    ] as const) {
      const file = writeBrand({
        mutate: (b) => {
          b.logo = name;
        },
        files: { [name]: bytes },
      });
      expect(loadBrandFiles(file).logo.kind).toBe(kind);
    }
  });
});

describe('helpers', () => {
  it.each([
    ['', ''],
    ['/theme/primary', 'theme.primary'],
    ['/footer/1/url', 'footer[1].url'],
    ['/a~1b/c~0d', 'a/b.c~d'],
  ])('pointerToPath(%j) = %j', (pointer, path) => {
    expect(pointerToPath(pointer)).toBe(path);
  });

  it.each([
    ['https://www.example.de/impressum', true],
    ['/kontaktanfrage', true],
    ['mailto:service@example.de', true],
    ['tel:+494311234560', true],
    ['//evil.example/x', false],
    ['javascript:alert(1)', false],
    ['https://', false],
    ['impressum.html', false],
    ['https://exa mple.de', false],
  ])('isLinkUrl(%j) = %s', (url, valid) => {
    expect(isLinkUrl(url)).toBe(valid);
  });

  it.each([
    ['https://www.example.de/kuendigen', true],
    ['https://www.example.de/kuendigen?quelle=portal#formular', true],
    ['http://www.example.de/kuendigen', false],
    ['/kuendigung', false],
    ['mailto:kuendigung@example.de', false],
    ['https://', false],
    ['https://exa mple.de', false],
  ])('isHttpsUrl(%j) = %s', (url, valid) => {
    expect(isHttpsUrl(url)).toBe(valid);
  });
});
