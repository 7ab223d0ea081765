// Node-only: reads the contract YAML from the repository. The browser (MSW) passes a parsed spec instead.
import { readFileSync } from 'node:fs';

import { parse } from 'yaml';

import type { ContractValidator, ResponseValidation } from './validation.ts';
import { createContractValidator } from './validation.ts';

export type { ContractValidator, ResponseValidation } from './validation.ts';

export const CONTRACT_URL = new URL('../../../../openapi/kundenportal.yaml', import.meta.url);

export function loadContractSpec(url: URL | string = CONTRACT_URL): Record<string, unknown> {
  return parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
}

let shared: ContractValidator | null = null;

/** The validator for the repository's contract, read once per process. */
export function contractValidator(): ContractValidator {
  shared ??= createContractValidator(loadContractSpec());
  return shared;
}

/** Checks one response of the backend against the contract (used by the contract tests). */
export function validateResponse(
  operationId: string,
  status: number,
  headers: Record<string, string>,
  body: unknown,
): ResponseValidation {
  return contractValidator().validateResponse(operationId, status, headers, body);
}
