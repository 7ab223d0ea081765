// Reading and replacing a response body, shared by both layers of the tolerant reader.

export function ohneInhalt(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.delete('content-type');
  headers.delete('content-length');
  return new Response(null, { status: 204, statusText: 'No Content', headers });
}

/** The body as JSON, `leer` when it is empty, or the text itself when it is not JSON. */
export async function lies(
  response: Response,
): Promise<{ leer: true } | { leer: false; json?: unknown; text: string }> {
  const text = (await response.clone().text()).trim();
  if (text === '') return { leer: true };
  try {
    return { leer: false, json: JSON.parse(text) as unknown, text };
  } catch {
    return { leer: false, text };
  }
}
