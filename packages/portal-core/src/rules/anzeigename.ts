/** SPEC §3 Anrede values. */
export type Anrede = 'KeineAnrede' | 'Firma' | 'Herr' | 'Frau' | 'Familie';

export const ANREDEN: readonly Anrede[] = ['KeineAnrede', 'Firma', 'Herr', 'Frau', 'Familie'];

/** Legacy wire value that still arrives from older records (SPEC §3). */
export const ANREDE_LEGACY_KEINE = 'keine Anrede';

/**
 * Maps a wire value to an Anrede: the five enum values as they are, the legacy 'keine Anrede' (any case,
 * surrounding blanks ignored) to KeineAnrede. Unknown or empty values give undefined.
 */
export function normalizeAnrede(wert: string | null | undefined): Anrede | undefined {
  if (wert == null) return undefined;
  const getrimmt = wert.trim();
  if (getrimmt.toLowerCase() === ANREDE_LEGACY_KEINE.toLowerCase()) return 'KeineAnrede';
  return (ANREDEN as readonly string[]).includes(getrimmt) ? (getrimmt as Anrede) : undefined;
}

export interface NamensTeile {
  anrede?: string | null;
  titel?: string | null;
  vorname?: string | null;
  nachname?: string | null;
  firma?: string | null;
}

function teil(wert: string | null | undefined): string {
  return (wert ?? '').trim().replace(/\s+/g, ' ');
}

/**
 * Display name (SPEC §3): for Anrede Firma the firma, otherwise titel, vorname, nachname joined by single spaces,
 * skipping empty parts. A Firma record without a company name falls back to the personal names rather than
 * greeting nobody.
 */
export function anzeigename(person: NamensTeile): string {
  const firma = teil(person.firma);
  if (normalizeAnrede(person.anrede) === 'Firma' && firma !== '') return firma;
  return [person.titel, person.vorname, person.nachname]
    .map(teil)
    .filter((t) => t !== '')
    .join(' ');
}
