import { unwrap, type KundenportalClient } from '@ekp/api-client';

import { dateinameAusContentDisposition } from '../../rules/dateiname.ts';
import { speichereDatei } from '../../shared/datei-speichern.ts';

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
