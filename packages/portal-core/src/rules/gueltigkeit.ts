import * as texts from '../texts.ts';
import { ersteMeldung, minDatum, pflichtText, type Feldtext, type Meldung } from './bausteine';
import type { IsoDatum } from './zeit';

/**
 * Validity of dated entries, bank accounts and billing addresses alike (gueltigVon / gueltigBis, wire dates
 * YYYY-MM-DD): whether an entry is current, whether it can be deleted or ended, and the "Gültig ab" rule of both
 * forms.
 */

interface DatierterEintrag {
  gueltigVon: string;
  gueltigBis?: string | null;
}

export type Gueltigkeit = 'zukuenftig' | 'aktuell' | 'beendet';

/**
 * Future when the start is after today; ended when the end is before today; otherwise current. An entry that
 * ends today is still current today (the server sets gueltigBis to today when ending one).
 */
export function gueltigkeit(eintrag: DatierterEintrag, heute: IsoDatum): Gueltigkeit {
  if (eintrag.gueltigVon > heute) return 'zukuenftig';
  if (eintrag.gueltigBis != null && eintrag.gueltigBis !== '' && eintrag.gueltigBis < heute) return 'beendet';
  return 'aktuell';
}

/** Whether an entry has been ended already: it ends today or earlier, so ending it again would change nothing. */
function istBeendet(eintrag: DatierterEintrag, heute: IsoDatum): boolean {
  return eintrag.gueltigBis != null && eintrag.gueltigBis !== '' && eintrag.gueltigBis <= heute;
}

export type VertragsAktion = 'loeschen' | 'beenden';

/**
 * SPEC §4: an entry whose start date is in the future can be deleted; otherwise it can only be ended.
 * Entries that are already ended offer no action (the server would refuse it).
 */
export function vertragsAktion(eintrag: DatierterEintrag, heute: IsoDatum): VertragsAktion | null {
  if (eintrag.gueltigVon > heute) return 'loeschen';
  return istBeendet(eintrag, heute) ? null : 'beenden';
}

/** The entries that start after today, earliest first. */
export function zukuenftigeEintraege<T extends { gueltigVon: string }>(
  eintraege: readonly T[],
  heute: IsoDatum,
): T[] {
  return eintraege
    .filter((e) => e.gueltigVon > heute)
    .sort((a, b) => a.gueltigVon.localeCompare(b.gueltigVon));
}

/** True when at least one entry is current or starts in the future. */
export function hatGueltigeOderKuenftige(eintraege: readonly DatierterEintrag[], heute: IsoDatum): boolean {
  return eintraege.some((e) => gueltigkeit(e, heute) !== 'beendet');
}

/** Gültig ab of a new entry: required and not before the given day. */
export function gueltigAbFehler(wert: Feldtext, fruehestens: IsoDatum): Meldung {
  return ersteMeldung(
    pflichtText(wert, texts.validierung.gueltigAbFehlt),
    minDatum(wert, fruehestens, texts.validierung.gueltigAbVergangenheit),
  );
}
