/**
 * The file name of a download (Content-Disposition, RFC 6266 / RFC 5987). `filename*` (UTF-8, percent-encoded)
 * wins over `filename`; the result is reduced to a bare name, so a header can never point the browser at a path.
 * Returns undefined when the header names no usable file.
 */
export function dateinameAusContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const parameter = parameterVon(header);

  const erweitert = parameter.get('filename*');
  if (erweitert !== undefined) {
    const treffer = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(erweitert);
    if (treffer?.[1]?.toLowerCase() === 'utf-8') {
      try {
        const name = bereinigeDateiname(decodeURIComponent(treffer[2] ?? ''));
        if (name) return name;
      } catch {
        // Malformed percent-encoding: try the plain parameter.
      }
    }
  }
  const einfach = parameter.get('filename');
  return einfach === undefined ? undefined : bereinigeDateiname(einfach);
}

/** Parameters after the disposition type; values may be tokens or quoted strings (with \" escapes). */
function parameterVon(header: string): Map<string, string> {
  const parameter = new Map<string, string>();
  const muster = /;\s*([^\s=;]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
  for (const treffer of header.matchAll(muster)) {
    const name = treffer[1]?.toLowerCase();
    if (!name || parameter.has(name)) continue;
    const wert = treffer[2] !== undefined ? treffer[2].replace(/\\(.)/g, '$1') : (treffer[3] ?? '').trim();
    parameter.set(name, wert);
  }
  return parameter;
}

/** Drops any directory part and control characters; '' and '.'/'..' are no file name. */
export function bereinigeDateiname(name: string): string | undefined {
  const ohnePfad = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const sauber = ohnePfad.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return sauber === '' || sauber === '.' || sauber === '..' ? undefined : sauber;
}
