import type { Bericht, Ergebnis } from './pruefen.ts';

const URTEIL: Record<Ergebnis['urteil'], string> = {
  ok: 'ok',
  toleriert: 'toleriert',
  kaputt: 'KAPUTT',
};

function ja(wert: boolean | null): string {
  return wert === null ? '–' : wert ? 'ja' : 'nein';
}

/** The report as a table for the terminal: one line per call, its notes indented below. */
export function formatiereBericht(bericht: Bericht): string {
  const kopf = ['Aufruf', 'erreicht', 'Status', 'Form wie Vertrag', 'Portal'];
  const zeilen = bericht.ergebnisse.map((e) => [
    e.aufruf,
    ja(e.erreicht),
    e.status === null ? '–' : String(e.status),
    ja(e.formWieVertrag),
    URTEIL[e.urteil],
  ]);
  const breiten = kopf.map((titel, spalte) =>
    Math.max(titel.length, ...zeilen.map((z) => z[spalte]?.length ?? 0)),
  );
  const zeile = (felder: string[]) =>
    felder.map((feld, spalte) => feld.padEnd(breiten[spalte] ?? 0)).join('  ');
  const ausgabe = [zeile(kopf), breiten.map((b) => '-'.repeat(b)).join('  ')];
  bericht.ergebnisse.forEach((ergebnis, index) => {
    ausgabe.push(zeile(zeilen[index] ?? []));
    for (const hinweis of ergebnis.hinweise) ausgabe.push(`    ${hinweis}`);
  });
  const anzahl = (urteil: Ergebnis['urteil']) => bericht.ergebnisse.filter((e) => e.urteil === urteil).length;
  ausgabe.push(
    '',
    `${bericht.ergebnisse.length} Aufrufe: ${anzahl('ok')} ok, ${anzahl('toleriert')} toleriert, ${anzahl('kaputt')} kaputt.`,
    bericht.kaputt === 0
      ? 'Das Portal kann jede Antwort dieses Backends lesen.'
      : 'Mindestens eine Antwort kann das Portal nicht verwenden (KAPUTT, Grund darunter).',
  );
  return ausgabe.join('\n');
}
