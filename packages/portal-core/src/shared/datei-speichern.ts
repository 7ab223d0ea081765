/** How long the object URL stays alive after the click: the browser reads the blob asynchronously. */
const FREIGABE_NACH_MS = 60_000;

/** Saves a Blob through an object URL and a temporary <a download>; works for files of several MB. */
export function speichereDatei(blob: Blob, dateiname: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = dateiname;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), FREIGABE_NACH_MS);
  }
}

/**
 * Saves a built CSV under its name. The text already starts with the byte order mark (rules/csv.ts); the Blob
 * writes it as UTF-8, so German Excel shows umlauts and reads the semicolons as columns.
 */
export function speichereCsv(csv: string, dateiname: string): void {
  speichereDatei(new Blob([csv], { type: 'text/csv;charset=utf-8' }), dateiname);
}
