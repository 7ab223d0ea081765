/** How long the object URL stays alive after the click: the browser reads the blob asynchronously. */
const FREIGABE_NACH_MS = 60_000;

/** Saves a CSV text (built by rules/csv.ts, BOM included) as a UTF-8 file through a temporary <a download>. */
export function speichereCsv(csv: string, dateiname: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = dateiname;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), FREIGABE_NACH_MS);
  }
}
