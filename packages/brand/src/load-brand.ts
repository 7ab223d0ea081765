// Reads and validates brands/<id>/brand.json: JSON Schema (field presence, types, formats), then what a schema
// cannot say (logo bytes, contrast of every colour pair the UI draws). All problems are collected, then thrown at once.
import { readFileSync, statSync } from 'node:fs';
import { dirname, extname, resolve } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import schema from '../brand.schema.json' with { type: 'json' };
import { contrastFailures, readPath } from './contrast.ts';
import { BrandConfigError } from './errors.ts';
import { IMAGE_EXTENSIONS, sniffImage } from './image.ts';
import type { ImageKind } from './image.ts';
import type { BrandConfig, BrandProblem } from './types.ts';

export { schema as brandSchema };

/** Logos above this size slow the first paint of every page; a wordmark fits in a few kB. */
export const MAX_IMAGE_BYTES = 512 * 1024;

const ABSOLUTE_PROTOCOLS = new Set(['http:', 'https:']);
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

function isAbsoluteUrl(value: string, protocols: Set<string>): boolean {
  if (/\s/.test(value) || !URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    protocols.has(url.protocol) &&
    (url.protocol === 'mailto:' || url.protocol === 'tel:' || url.hostname !== '')
  );
}

/** Absolute http(s) URL. */
export function isHttpUrl(value: string): boolean {
  return isAbsoluteUrl(value, ABSOLUTE_PROTOCOLS);
}

/** Absolute https URL: a page the law requires to be reachable must not be sent unencrypted. */
export function isHttpsUrl(value: string): boolean {
  return isAbsoluteUrl(value, new Set(['https:']));
}

/** Absolute http(s)/mailto:/tel: URL, or a root-relative path (not protocol-relative `//host`). */
export function isLinkUrl(value: string): boolean {
  if (value.startsWith('/'))
    return !value.startsWith('//') && !/\s/.test(value) && URL.canParse(value, 'https://x.invalid');
  return isAbsoluteUrl(value, LINK_PROTOCOLS);
}

let validator: ValidateFunction | undefined;

function getValidator(): ValidateFunction {
  if (!validator) {
    const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true });
    addFormats(ajv, ['email']);
    // Stricter than RFC 3986: a brand link must be something a browser can open.
    ajv.addFormat('uri', isHttpUrl);
    ajv.addFormat('uri-reference', isLinkUrl);
    ajv.addFormat('https-uri', isHttpsUrl);
    validator = ajv.compile(schema);
  }
  return validator;
}

/** `/footer/1/url` → `footer[1].url`. */
export function pointerToPath(pointer: string): string {
  if (pointer === '') return '';
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce(
      (path, segment) =>
        /^\d+$/.test(segment) ? `${path}[${segment}]` : path === '' ? segment : `${path}.${segment}`,
      '',
    );
}

function joinPath(base: string, key: string): string {
  return base === '' ? key : `${base}.${key}`;
}

function describeValue(value: unknown): string {
  const json = JSON.stringify(value);
  return json.length > 60 ? `${json.slice(0, 57)}…` : json;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'Text',
  boolean: 'true oder false',
  array: 'Liste',
  object: 'Objekt',
  number: 'Zahl',
  integer: 'ganze Zahl',
  null: 'null',
};

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Reason for each `pattern` in the schema (schema-pattern.test.ts checks that none is missing). */
export const PATTERN_REASONS: Record<string, string> = {
  '#/$defs/farbe/pattern': 'keine gültige Farbe (erwartet #rgb oder #rrggbb)',
  '#/$defs/dateiPfad/pattern': 'muss ein Dateiname relativ zu brand.json sein (kein absoluter Pfad, kein ..)',
  '#/properties/mandant_short/pattern':
    'nur Kleinbuchstaben, Ziffern und Bindestrich, beginnend mit einem Buchstaben, höchstens 20 Zeichen',
  '#/properties/baseUrlRouting/pattern': 'muss ein Pfad sein, der mit / beginnt (z. B. "/")',
  '#/properties/kundennummerprefix/pattern': 'höchstens 10 Buchstaben, Ziffern oder Bindestriche (oder leer)',
  '#/properties/barrierefreiheit/properties/telefon/pattern':
    'keine gültige Telefonnummer (z. B. +49 431 123456-0)',
  '#/properties/theme/properties/fontFamily/pattern':
    'nur Schriftnamen, Leerzeichen, Kommas und Anführungszeichen (keine ; { } < >)',
  '#/properties/theme/properties/radius/pattern':
    'erwartet 0 oder eine Zahl mit px, rem oder em (z. B. 0.375rem)',
};

const FORMAT_REASONS: Record<string, string> = {
  uri: 'keine gültige absolute URL (erwartet http:// oder https://…)',
  'uri-reference': 'keine gültige URL (erwartet https://…, mailto:, tel: oder einen Pfad, der mit / beginnt)',
  'https-uri': 'keine gültige absolute https-URL (erwartet https://…)',
  email: 'keine gültige E-Mail-Adresse',
};

function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j] ?? 0;
      row[j] = Math.min((row[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length] ?? 0;
}

function suggestion(unknown: string, parentSchema: unknown): string {
  const properties = (parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
  const best = Object.keys(properties)
    .map((key) => ({
      key,
      distance: key.toLowerCase() === unknown.toLowerCase() ? 0 : levenshtein(key, unknown),
    }))
    .sort((a, b) => a.distance - b.distance)[0];
  return best && best.distance <= 3 ? ` (meinten Sie "${best.key}"?)` : '';
}

function problemFromAjv(error: ErrorObject, file: string): BrandProblem {
  const base = pointerToPath(error.instancePath);
  const found = `, gefunden ${describeValue(error.data)}`;
  switch (error.keyword) {
    case 'required': {
      const { missingProperty } = error.params as { missingProperty: string };
      return { file, path: joinPath(base, missingProperty), reason: 'Pflichtfeld fehlt' };
    }
    case 'additionalProperties': {
      const { additionalProperty } = error.params as { additionalProperty: string };
      return {
        file,
        path: joinPath(base, additionalProperty),
        reason: `unbekanntes Feld${suggestion(additionalProperty, error.parentSchema)}`,
      };
    }
    case 'type': {
      const { type } = error.params as { type: string };
      const expected = type
        .split(',')
        .map((t) => TYPE_NAMES[t] ?? t)
        .join(' oder ');
      const actual = TYPE_NAMES[typeOf(error.data)] ?? typeOf(error.data);
      return { file, path: base, reason: `falscher Typ: erwartet ${expected}, gefunden ${actual}` };
    }
    case 'pattern':
      return {
        file,
        path: base,
        reason: `${PATTERN_REASONS[error.schemaPath] ?? 'ungültiger Wert'}${found}`,
      };
    case 'format': {
      const { format } = error.params as { format: string };
      return {
        file,
        path: base,
        reason: `${FORMAT_REASONS[format] ?? `kein gültiges Format ${format}`}${found}`,
      };
    }
    case 'minLength':
      return { file, path: base, reason: 'darf nicht leer sein' };
    case 'maxLength': {
      const { limit } = error.params as { limit: number };
      return { file, path: base, reason: `zu lang (höchstens ${limit} Zeichen)` };
    }
    case 'maxItems': {
      const { limit } = error.params as { limit: number };
      return { file, path: base, reason: `zu viele Einträge (höchstens ${limit})` };
    }
    default:
      return { file, path: base, reason: error.message ?? error.keyword };
  }
}

export interface ImageFile {
  path: string;
  kind: ImageKind;
  bytes: Buffer;
}

function checkImage(
  field: 'logo' | 'favicon',
  value: unknown,
  brandDir: string,
  file: string,
  problems: BrandProblem[],
  override?: string,
): ImageFile | undefined {
  // A malformed path is already a schema problem; only look at the disk for a plausible relative name.
  if (
    override === undefined &&
    (typeof value !== 'string' || value.startsWith('/') || value.split('/').includes('..'))
  ) {
    return undefined;
  }
  const path = override ?? resolve(brandDir, value as string);
  const add = (reason: string) => problems.push({ file, path: field, reason });
  let size: number;
  try {
    const stat = statSync(path);
    if (!stat.isFile()) {
      add(`${path} ist keine Datei`);
      return undefined;
    }
    size = stat.size;
  } catch {
    add(`Datei nicht gefunden: ${path}`);
    return undefined;
  }
  if (size > MAX_IMAGE_BYTES) {
    add(`Datei ist ${Math.round(size / 1024)} kB groß, erlaubt sind höchstens ${MAX_IMAGE_BYTES / 1024} kB`);
    return undefined;
  }
  const bytes = readFileSync(path);
  const sniffed = sniffImage(bytes);
  if (sniffed.kind === null) {
    add(`${path}: ${sniffed.reason}`);
    return undefined;
  }
  const extension = extname(path).toLowerCase();
  if (!IMAGE_EXTENSIONS[sniffed.kind].includes(extension)) {
    add(
      `Dateiendung "${extension}" passt nicht zum Inhalt (${sniffed.kind}); erwartet ${IMAGE_EXTENSIONS[sniffed.kind].join(' oder ')}`,
    );
    return undefined;
  }
  return { path, kind: sniffed.kind, bytes };
}

function formatRatio(ratio: number): string {
  // Round down so a failing 4.497 never prints as "4.5".
  return (Math.floor(ratio * 100) / 100).toFixed(2);
}

function checkSemantics(data: Record<string, unknown>, file: string, problems: BrandProblem[]) {
  for (const failure of contrastFailures(data)) {
    const bg = readPath(data, failure.background) as string;
    problems.push({
      file,
      path: failure.foreground,
      reason:
        `Kontrast ${formatRatio(failure.ratio)}:1 auf ${failure.background} (${bg}) liegt unter ${failure.minimum}:1 ` +
        `(WCAG AA; ${failure.usage})`,
    });
  }
  for (const part of ['header', 'footer'] as const) {
    const flag = part === 'header' ? 'hatHeader' : 'hatFooter';
    if (data[flag] === true && Array.isArray(data[part]) && data[part].length === 0) {
      problems.push({ file, path: part, reason: `${flag} ist true, aber ${part} hat keine Einträge` });
    }
  }
}

export interface LoadedBrand {
  /** Absolute path of brand.json. */
  file: string;
  config: BrandConfig;
  logo: ImageFile;
  /** The favicon file; the logo when the config names none. */
  favicon: ImageFile;
}

export interface ValidateOptions {
  /** Path of the file, for problem reports and to resolve the logo. */
  file: string;
  /** Use this logo file instead of the one named in the config (new-brand --logo). */
  logoPath?: string;
}

/** Validates already-parsed brand data. Throws BrandConfigError listing every problem. */
export function validateBrand(data: unknown, { file, logoPath }: ValidateOptions): LoadedBrand {
  const problems: BrandProblem[] = [];
  const validate = getValidator();
  if (!validate(data)) {
    for (const error of validate.errors ?? []) problems.push(problemFromAjv(error, file));
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new BrandConfigError(problems);

  const record = data as Record<string, unknown>;
  const brandDir = dirname(file);
  const logo = checkImage('logo', record.logo, brandDir, file, problems, logoPath);
  const favicon =
    record.favicon === undefined ? logo : checkImage('favicon', record.favicon, brandDir, file, problems);
  checkSemantics(record, file, problems);

  const unique = problems.filter(
    (p, i) => problems.findIndex((q) => q.path === p.path && q.reason === p.reason) === i,
  );
  if (unique.length > 0 || !logo || !favicon) throw new BrandConfigError(unique);
  return { file, config: data as BrandConfig, logo, favicon };
}

/** Reads and validates a brand file, including its logo; returns the config and the resolved image files. */
export function loadBrandFiles(path: string, options: Omit<ValidateOptions, 'file'> = {}): LoadedBrand {
  const file = resolve(path);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'Datei nicht gefunden' : String(error);
    throw new BrandConfigError([{ file, path: '', reason }]);
  }
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new BrandConfigError([
      { file, path: '', reason: `kein gültiges JSON: ${(error as Error).message}` },
    ]);
  }
  return validateBrand(data, { file, ...options });
}

/** Loads `brands/<id>/brand.json`: a typed BrandConfig, or a BrandConfigError naming file, field path and reason. */
export function loadBrand(path: string): BrandConfig {
  return loadBrandFiles(path).config;
}
