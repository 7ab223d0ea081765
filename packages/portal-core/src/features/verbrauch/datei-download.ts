import { isApiError } from '@ekp/api-client';

/** SPEC §8 "server message, else …": the backend's own text when it sent one (5xx: the technical message). */
export function fehlerText(fehler: unknown, standard: string): string {
  return (isApiError(fehler) ? fehler.serverMessage : undefined) ?? standard;
}
