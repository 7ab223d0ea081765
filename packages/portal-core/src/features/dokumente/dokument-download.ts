import { unwrap, type KundenportalClient } from '@ekp/api-client';

import { dateinameAusContentDisposition } from '../../rules/dateiname.ts';

/** How long the object URL stays alive after the click: the browser reads the blob asynchronously. */
const FREIGABE_NACH_MS = 60_000;

/**
 * Downloads a document as a Blob (dokumentHerunterladen, parseAs 'blob') and saves it under the name from
 * Content-Disposition, else the list's dateiname. Throws ApiError or the network error; the page shows the text.
 */
export async function dokumentHerunterladen(
  api: KundenportalClient,
  dokument: { id: string; dateiname: string },
): Promise<void> {
  let dateiname = dokument.dateiname;
  const blob = await unwrap(
    api,
    api
      .GET('/dokument/daten/{id}', { params: { path: { id: dokument.id } }, parseAs: 'blob' })
      .then((result) => {
        dateiname =
          dateinameAusContentDisposition(result.response.headers.get('content-disposition')) ?? dateiname;
        return result;
      }),
  );
  speichereDatei(blob as Blob, dateiname);
}

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
