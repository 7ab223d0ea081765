// The BrandConfig type is written by hand; these tests pin it to brand.schema.json.
// Type side: each key object below must list exactly the required/optional keys of its type, or tsc fails.
// Schema side: the same objects must equal the schema's `required` and `properties`, or the test fails.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { brandSchema, PATTERN_REASONS } from './load-brand.ts';
import type {
  Barrierefreiheit,
  BrandChart,
  BrandConfig,
  BrandLink,
  BrandTheme,
  ChartFarben,
  ChartTexte,
  Kuendigungsbutton,
  Nutzungsbedingungen,
} from './types.ts';

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
type OptionalKeys<T> = Exclude<keyof T, RequiredKeys<T>>;
interface KeySets<T> {
  required: Record<RequiredKeys<T>, true>;
  optional: Record<OptionalKeys<T>, true>;
}

const keys = {
  '': {
    required: {
      mandant: true,
      mandant_short: true,
      baseUrl: true,
      baseUrlRouting: true,
      passwortErneuerUrl: true,
      zeigeNavigationOnLogin: true,
      hatHeader: true,
      hatFooter: true,
      header: true,
      footer: true,
      logo: true,
      chart: true,
      kundennummerprefix: true,
      theme: true,
    },
    optional: {
      $schema: true,
      kurzname: true,
      link: true,
      favicon: true,
      nutzungsbedingungen: true,
      credentialinformationen: true,
      barrierefreiheit: true,
      kuendigungsbutton: true,
    },
  } satisfies KeySets<BrandConfig>,
  '$defs.linkEintrag': {
    required: { label: true, url: true },
    optional: { neuerTab: true },
  } satisfies KeySets<BrandLink>,
  'properties.nutzungsbedingungen': {
    required: { part1: true, url: true, label: true, part2: true },
    optional: {},
  } satisfies KeySets<Nutzungsbedingungen>,
  'properties.barrierefreiheit': {
    required: { email: true, telefon: true },
    optional: {},
  } satisfies KeySets<Barrierefreiheit>,
  'properties.kuendigungsbutton': {
    required: { url: true },
    optional: {},
  } satisfies KeySets<Kuendigungsbutton>,
  'properties.chart': {
    required: { farben: true },
    optional: { texte: true },
  } satisfies KeySets<BrandChart>,
  'properties.chart.properties.farben': {
    required: {
      verbrauchZeitraum: true,
      verbrauchJahr: true,
      verbrauchsverlauf: true,
      verbrauchsverlaufRand: true,
      prognose: true,
      historie: true,
      historieRand: true,
      preis: true,
    },
    optional: {},
  } satisfies KeySets<ChartFarben>,
  'properties.chart.properties.texte': {
    required: {},
    optional: { verbrauch: true, prognose: true },
  } satisfies KeySets<ChartTexte>,
  'properties.theme': {
    required: {
      primary: true,
      primaryText: true,
      accent: true,
      accentText: true,
      background: true,
      surface: true,
      text: true,
      muted: true,
      border: true,
      link: true,
      focus: true,
      success: true,
      successBackground: true,
      warning: true,
      warningBackground: true,
      danger: true,
      dangerBackground: true,
      info: true,
      infoBackground: true,
      fontFamily: true,
      radius: true,
    },
    optional: {},
  } satisfies KeySets<BrandTheme>,
};

interface ObjectSchema {
  type?: string;
  required?: string[];
  properties?: Record<string, unknown>;
  additionalProperties?: unknown;
}

function schemaAt(path: string): ObjectSchema {
  let node: unknown = brandSchema;
  for (const key of path === '' ? [] : path.split('.')) node = (node as Record<string, unknown>)[key];
  return node as ObjectSchema;
}

/** Every object schema in the file, with its location. */
function objectSchemas(node: unknown, at = '#'): [string, ObjectSchema][] {
  if (typeof node !== 'object' || node === null) return [];
  const own: [string, ObjectSchema][] = (node as ObjectSchema).type === 'object' ? [[at, node]] : [];
  return [...own, ...Object.entries(node).flatMap(([key, child]) => objectSchemas(child, `${at}/${key}`))];
}

describe('brand.schema.json and BrandConfig', () => {
  it.each(Object.entries(keys))('agree on the keys of %j', (path, { required, optional }) => {
    const schema = schemaAt(path);
    expect([...(schema.required ?? [])].sort()).toEqual(Object.keys(required).sort());
    expect(Object.keys(schema.properties ?? {}).sort()).toEqual(
      [...Object.keys(required), ...Object.keys(optional)].sort(),
    );
  });

  it('covers every object of the schema and forbids unknown fields everywhere', () => {
    const objects = objectSchemas(brandSchema);
    for (const [location, schema] of objects) expect(schema.additionalProperties, location).toBe(false);
    // Each object schema is pinned to a type above (the root is "#", the rest are paths into the file).
    const pinned = Object.keys(keys).map((path) => (path === '' ? '#' : `#/${path.replaceAll('.', '/')}`));
    expect(objects.map(([location]) => location).sort()).toEqual(pinned.sort());
  });

  it('is a valid draft 2020-12 schema', () => {
    expect(brandSchema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    expect(ajv.validateSchema(brandSchema)).toBe(true);
  });

  it('has a readable reason for every pattern', () => {
    const patterns: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (typeof node !== 'object' || node === null) return;
      for (const [key, child] of Object.entries(node)) {
        if (key === 'pattern' && typeof child === 'string') patterns.push(`${at}/pattern`);
        else walk(child, `${at}/${key}`);
      }
    };
    walk(brandSchema, '#');
    expect(patterns.sort()).toEqual(Object.keys(PATTERN_REASONS).sort());
  });
});
