import { isApiError } from '@ekp/api-client';

/**
 * Saves a built CSV under its name. The text already starts with the byte order mark (rules/csv.ts); the Blob
 * writes it as UTF-8, so German Excel shows umlauts and reads the semicolons as columns.
 */
export function speichereCsv(inhalt: string, dateiname: string): void {
  const url = URL.createObjectURL(new Blob([inhalt], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = dateiname;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the data once click() returned; a later revoke keeps slow browsers safe.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** SPEC §8 "server message, else …": the backend's own text when it sent one (5xx: the technical message). */
export function fehlerText(fehler: unknown, standard: string): string {
  return (isApiError(fehler) ? fehler.serverMessage : undefined) ?? standard;
}
