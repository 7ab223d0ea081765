// The customer's meters, kept on the device so the reading form opens in a basement without a network (issue 15).
// IndexedDB through idb (a 1 KB typed wrapper of its promises): local storage holds strings only and blocks the
// page. What is kept: per customer the meters the form offers (number, channels, contract), nothing else; it goes at
// sign-out. The same database keeps the readings saved without a network (shared/ablesungen-ausstehend.ts).
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

import type { Schema } from '@ekp/api-client';
import type { AusstehendeAblesung } from './ablesungen-ausstehend.ts';

export interface GemerkterZaehler {
  vertragId: string;
  zaehler: Schema<'Zaehler'>;
}

interface OfflineSchema extends DBSchema {
  zaehler: {
    key: string;
    value: { kundennummer: string; eintraege: GemerkterZaehler[] };
  };
  ausstehend: {
    key: string;
    value: AusstehendeAblesung;
    indexes: { kundennummer: string };
  };
}

const DATENBANK = 'ekp-kundenportal';

let verbindung: Promise<IDBPDatabase<OfflineSchema>> | undefined;

/** An upgrade another tab blocks (an older version of the portal with the database open) must not hang the page. */
const OEFFNEN_MS = 3000;

export function datenbank(): Promise<IDBPDatabase<OfflineSchema>> {
  verbindung ??= Promise.race([
    openDB<OfflineSchema>(DATENBANK, 2, {
      upgrade(db, alteVersion) {
        if (alteVersion < 1) db.createObjectStore('zaehler', { keyPath: 'kundennummer' });
        if (alteVersion < 2) {
          db.createObjectStore('ausstehend', { keyPath: 'id' }).createIndex('kundennummer', 'kundennummer');
        }
      },
      // A newer version of the portal in another tab wants to upgrade: let it, and open afresh next time.
      blocking(_, __, event) {
        (event.target as IDBDatabase).close();
        verbindung = undefined;
      },
      terminated() {
        verbindung = undefined;
      },
    }),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('IndexedDB: Öffnen blockiert')), OEFFNEN_MS),
    ),
  ]).catch((fehler: unknown) => {
    // A private window, full storage, a blocked upgrade: try again next time instead of keeping the failure.
    verbindung = undefined;
    throw fehler;
  });
  return verbindung;
}

/** The meters the customer's form offered online; none when nothing was kept or the browser keeps nothing. */
export async function gemerkteZaehler(kundennummer: string): Promise<GemerkterZaehler[]> {
  try {
    return (await (await datenbank()).get('zaehler', kundennummer))?.eintraege ?? [];
  } catch {
    return [];
  }
}

/**
 * Keeps the meters the form shows: the whole list for /ablesung, one contract's meter for
 * /vertrag/{id}/ablesung (merged with what is kept). Failing to keep them changes nothing online.
 */
export async function zaehlerMerken(
  kundennummer: string,
  eintraege: readonly GemerkterZaehler[],
  { alle }: { alle: boolean },
): Promise<void> {
  try {
    const db = await datenbank();
    const tx = db.transaction('zaehler', 'readwrite');
    const bisher = alle ? [] : ((await tx.store.get(kundennummer))?.eintraege ?? []);
    const neu = new Map(bisher.map((eintrag) => [eintrag.vertragId, eintrag]));
    for (const eintrag of eintraege)
      neu.set(eintrag.vertragId, { vertragId: eintrag.vertragId, zaehler: eintrag.zaehler });
    await tx.store.put({ kundennummer, eintraege: [...neu.values()] });
    await tx.done;
  } catch {
    // Offline use is a help; the portal works online without it.
  }
}

/**
 * At sign-out: no customer's meters stay on the device. The readings that wait to be sent stay until they are sent
 * or the customer discards them (asked at Abmelden).
 */
export async function offlineDatenLoeschen(): Promise<void> {
  try {
    await (await datenbank()).clear('zaehler');
  } catch {
    // Nothing kept, nothing to remove.
  }
}
