// Request and response validation against openapi/kundenportal.yaml with Ajv (JSON Schema draft 2020-12, the
// dialect of OpenAPI 3.1). Works on a parsed spec object, so it runs in Node and in the browser alike; reading the
// YAML from disk lives in load-spec.ts.
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

import type { RequestValidator, ValidatableRequest } from '../backend.ts';
import type { DemoResponse } from '../core-types.ts';
import { badRequest, json } from '../core-types.ts';

import { deepObject } from './query.ts';

// ajv-formats is CommonJS; depending on the loader the function is the default export or its `default`.
const addFormats: typeof addFormatsModule =
  (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

type Json = Record<string, unknown>;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Json;
  style?: string;
  explode?: boolean;
}

interface Operation {
  operationId: string;
  method: string;
  path: string;
  parameters: Parameter[];
  body: { required: boolean; schema: Json | null } | null;
  responses: Record<string, Json>;
}

export interface ResponseValidation {
  valid: boolean;
  errors: string[];
}

export interface ContractValidator {
  /** Validates params, headers and JSON body; a bad request gets 400 { message, feld } (plus hinweis for readings). */
  validateRequest: RequestValidator;
  validateResponse(
    operationId: string,
    status: number,
    headers: Record<string, string>,
    body: unknown,
  ): ResponseValidation;
  operations(): { operationId: string; method: string; path: string }[];
}

const SPEC_ID = 'https://kundenportal.invalid/openapi.json';
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
/** Operations whose 400 body the portal reads as `hinweis` (SPEC §8, readings). */
const HINWEIS_OPERATIONS = new Set(['ablesungAnlegen', 'ablesungPlausibilisieren']);

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pointer(spec: Json, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Nur lokale $ref werden unterstützt: ${ref}`);
  let node: unknown = spec;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = isObject(node) ? node[key] : undefined;
  }
  if (node === undefined) throw new Error(`$ref nicht gefunden: ${ref}`);
  return node;
}

function deref<T>(spec: Json, value: T): T {
  let current: unknown = value;
  for (let i = 0; i < 20 && isObject(current) && typeof current.$ref === 'string'; i += 1)
    current = pointer(spec, current.$ref);
  return current as T;
}

/** Copies a schema and points its local $refs at the registered spec document. */
function rebase(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rebase);
  if (!isObject(schema)) return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    out[key] =
      key === '$ref' && typeof value === 'string' && value.startsWith('#') ? SPEC_ID + value : rebase(value);
  }
  return out;
}

function schemaTypes(spec: Json, schema: Json | undefined): string[] {
  const resolved = schema ? deref(spec, schema) : undefined;
  if (!resolved) return [];
  const { type } = resolved;
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type.filter((t): t is string => typeof t === 'string');
  return [];
}

/** Header, path and query values are text; turn them into the JSON value the schema expects. */
function coerce(spec: Json, schema: Json | undefined, raw: string): unknown {
  const types = schemaTypes(spec, schema);
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?$/.test(raw.trim()))
    return Number(raw);
  if (types.includes('boolean') && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}

const GERMAN: Record<string, (e: ErrorObject) => string> = {
  required: () => 'fehlt',
  type: (e) => `hat den falschen Typ (erwartet: ${String((e.params as { type?: unknown }).type)})`,
  pattern: () => 'hat ein ungültiges Format',
  format: (e) => `hat ein ungültiges Format (erwartet: ${String((e.params as { format?: unknown }).format)})`,
  minLength: (e) => `ist zu kurz (mindestens ${String((e.params as { limit?: unknown }).limit)} Zeichen)`,
  maxLength: (e) => `ist zu lang (höchstens ${String((e.params as { limit?: unknown }).limit)} Zeichen)`,
  enum: (e) =>
    `hat keinen erlaubten Wert (${((e.params as { allowedValues?: unknown[] }).allowedValues ?? []).map(String).join(', ')})`,
  const: () => 'hat keinen erlaubten Wert',
  minimum: (e) => `ist zu klein (mindestens ${String((e.params as { limit?: unknown }).limit)})`,
  maximum: (e) => `ist zu groß (höchstens ${String((e.params as { limit?: unknown }).limit)})`,
  minProperties: () => 'darf nicht leer sein',
  minItems: () => 'darf nicht leer sein',
  propertyNames: () => 'enthält einen ungültigen Schlüssel',
};

function describe(
  errors: ErrorObject[] | null | undefined,
  prefix: string | null,
): { feld: string; message: string } {
  const error = errors?.[0];
  if (!error) return { feld: prefix ?? 'body', message: `Der Wert ${prefix ?? 'body'} ist ungültig.` };
  const segments = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required')
    segments.push(String((error.params as { missingProperty?: unknown }).missingProperty));
  if (error.keyword === 'propertyNames')
    segments.push(String((error.params as { propertyName?: unknown }).propertyName));
  const feld = segments.length > 0 ? segments.join('.') : (prefix ?? 'body');
  const text = GERMAN[error.keyword]?.(error) ?? `ist ungültig (${error.message ?? error.keyword})`;
  return { feld, message: `Das Feld ${feld} ${text}.` };
}

export function createContractValidator(spec: Json): ContractValidator {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true, validateSchema: false });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema(spec, SPEC_ID);
  const compiled = new Map<unknown, ValidateFunction>();
  const compile = (schema: Json): ValidateFunction => {
    let fn = compiled.get(schema);
    if (!fn) {
      fn = ajv.compile(rebase(schema) as Json);
      compiled.set(schema, fn);
    }
    return fn;
  };

  const operations = new Map<string, Operation>();
  const paths = isObject(spec.paths) ? spec.paths : {};
  for (const [path, rawItem] of Object.entries(paths)) {
    const item = deref(spec, rawItem as Json);
    const shared = (Array.isArray(item.parameters) ? item.parameters : []).map((p) =>
      deref(spec, p as Parameter),
    );
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op) || typeof op.operationId !== 'string') continue;
      const own = (Array.isArray(op.parameters) ? op.parameters : []).map((p) => deref(spec, p as Parameter));
      const parameters = [
        ...shared.filter((s) => !own.some((o) => o.name === s.name && o.in === s.in)),
        ...own,
      ];
      let body: Operation['body'] = null;
      if (op.requestBody) {
        const requestBody = deref(spec, op.requestBody as Json);
        const content = isObject(requestBody.content) ? requestBody.content : {};
        const media = content['application/json'];
        body = {
          required: requestBody.required === true,
          schema: isObject(media) && isObject(media.schema) ? media.schema : null,
        };
      }
      operations.set(op.operationId, {
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        parameters,
        body,
        responses: isObject(op.responses) ? (op.responses as Record<string, Json>) : {},
      });
    }
  }

  const validateRequest: RequestValidator = (
    operationId: string,
    request: ValidatableRequest,
  ): DemoResponse | null => {
    const op = operations.get(operationId);
    if (!op) return json(500, { message: `Operation ${operationId} fehlt im Vertrag.` });
    const fail = (message: string, feld: string) => {
      if (!HINWEIS_OPERATIONS.has(operationId)) return badRequest(message, feld);
      return json(400, { message, feld, hinweis: message });
    };
    for (const param of op.parameters) {
      let value: unknown;
      if (param.in === 'path') value = request.params[param.name];
      else if (param.in === 'header') value = request.headers[param.name.toLowerCase()];
      else if (param.in === 'query' && param.style === 'deepObject') {
        value = deepObject(request.query, param.name);
      } else if (param.in === 'query') {
        const all = request.query.getAll(param.name);
        const isArray = schemaTypes(spec, param.schema).includes('array');
        if (isArray) {
          const explode = param.explode ?? (param.style ?? 'form') === 'form';
          value = all.length === 0 ? undefined : explode ? all : (all[0] ?? '').split(',');
        } else value = all[0];
      }
      if (value === undefined) {
        if (param.required) return fail(`Der Parameter ${param.name} fehlt.`, param.name);
        continue;
      }
      if (!param.schema) continue;
      const items = isObject(deref(spec, param.schema).items)
        ? (deref(spec, param.schema).items as Json)
        : undefined;
      const additional = deref(spec, param.schema).additionalProperties;
      const coerced = Array.isArray(value)
        ? value.map((v: string) => coerce(spec, items, v))
        : isObject(value)
          ? Object.fromEntries(
              Object.entries(value).map(([key, v]) => [
                key,
                coerce(spec, isObject(additional) ? additional : undefined, v as string),
              ]),
            )
          : coerce(spec, param.schema, value as string);
      const validate = compile(param.schema);
      if (!validate(coerced)) {
        // A path that names no possible resource (e.g. /abc as contract id) is not found rather than bad.
        if (param.in === 'path')
          return json(404, {
            message: `Nicht gefunden: ${param.name} ${typeof value === 'string' ? value : ''}`,
          });
        const { message } = describe(validate.errors, param.name);
        return fail(message.replace(/^Das Feld \S+/, `Der Parameter ${param.name}`), param.name);
      }
    }
    if (op.body) {
      if (!request.hasBody) {
        if (op.body.required) return fail('Der Request-Body fehlt.', 'body');
      } else if (op.body.schema) {
        const validate = compile(op.body.schema);
        if (!validate(request.body)) {
          const { message, feld } = describe(validate.errors, null);
          return fail(message, feld);
        }
      }
    }
    return null;
  };

  function validateResponse(
    operationId: string,
    status: number,
    headers: Record<string, string>,
    body: unknown,
  ): ResponseValidation {
    const errors: string[] = [];
    const op = operations.get(operationId);
    if (!op) return { valid: false, errors: [`Operation ${operationId} fehlt im Vertrag.`] };
    const key = [String(status), `${String(status).charAt(0)}XX`, 'default'].find((k) => k in op.responses);
    if (!key)
      return { valid: false, errors: [`${operationId}: Status ${status} ist im Vertrag nicht deklariert.`] };
    const response = deref(spec, op.responses[key] as Json);
    const lower: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers)) lower[name.toLowerCase()] = value;

    const declaredHeaders = isObject(response.headers) ? response.headers : {};
    for (const [name, rawHeader] of Object.entries(declaredHeaders)) {
      const header = deref(spec, rawHeader as Json);
      const value = lower[name.toLowerCase()];
      if (value === undefined) {
        if (header.required === true) errors.push(`${operationId} ${status}: Header ${name} fehlt.`);
        continue;
      }
      if (isObject(header.schema)) {
        const validate = compile(header.schema);
        if (!validate(coerce(spec, header.schema, value)))
          errors.push(`${operationId} ${status}: Header ${name}=${value} ${ajv.errorsText(validate.errors)}`);
      }
    }

    const content = isObject(response.content) ? response.content : null;
    const empty = body === undefined || body === '';
    if (!content) {
      if (!empty)
        errors.push(`${operationId} ${status}: Der Vertrag deklariert keinen Body, gesendet wurde einer.`);
      return { valid: errors.length === 0, errors };
    }
    if (empty) return { valid: errors.length === 0, errors };
    const mediaType = (lower['content-type'] ?? '').split(';')[0]?.trim() ?? '';
    const media = content[mediaType];
    if (!isObject(media)) {
      errors.push(
        `${operationId} ${status}: Content-Type ${mediaType || '(keiner)'} ist nicht deklariert (${Object.keys(content).join(', ')}).`,
      );
      return { valid: false, errors };
    }
    const schema = isObject(media.schema) ? media.schema : null;
    if (schema && deref(spec, schema).format === 'binary') {
      if (!(body instanceof Uint8Array)) errors.push(`${operationId} ${status}: Binärer Body erwartet.`);
    } else if (schema) {
      const validate = compile(schema);
      if (!validate(body))
        errors.push(
          `${operationId} ${status}: Body ${ajv.errorsText(validate.errors)} – ${JSON.stringify(validate.errors?.[0])}`,
        );
    }
    return { valid: errors.length === 0, errors };
  }

  return {
    validateRequest,
    validateResponse,
    operations: () =>
      [...operations.values()].map(({ operationId, method, path }) => ({ operationId, method, path })),
  };
}
