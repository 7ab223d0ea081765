// Readings saved without a network, kept on the device (IndexedDB, beside the kept meters) until they are sent or
// the customer discards them (issue 15). Per Kundennummer: a customer signed in on the same device never sees, sends
// or discards another's. Each keeps what the POST needs (the photo included) and no more.
import type { AblesungPayload } from '../rules/ablesung.ts';
import { datenbank } from './zaehler-offline.ts';

/**
 * What became of a reading saved without a network: it waits for the network, or the backend answered with a
 * plausibility note (SPEC §7: the customer confirms or discards it) or with an error (SPEC's text of it).
 */
export type AusstehendZustand = { art: 'wartet' } | { art: 'hinweis' | 'fehler'; text: string };

export interface AusstehendeAblesung {
  id: string;
  kundennummer: string;
  vertragId: string;
  ablesung: AblesungPayload;
  /** false once the customer confirmed a plausibility note: it is sent without asking the backend again. */
  pruefen: boolean;
  zustand: AusstehendZustand;
  /** When it was saved (ISO 8601): the order in which they are shown and sent. */
  vorgemerkt: string;
}

/** The customer's waiting readings, oldest first; none when the browser keeps nothing. */
export async function ausstehendeAblesungen(kundennummer: string): Promise<AusstehendeAblesung[]> {
  try {
    const alle = await (await datenbank()).getAllFromIndex('ausstehend', 'kundennummer', kundennummer);
    return alle.sort((a, b) => a.vorgemerkt.localeCompare(b.vorgemerkt) || a.id.localeCompare(b.id));
  } catch {
    return [];
  }
}

/** One waiting reading as it is now (another tab may have sent or discarded it meanwhile). */
export async function ausstehendeAblesung(id: string): Promise<AusstehendeAblesung | undefined> {
  return (await datenbank()).get('ausstehend', id);
}

/**
 * Keeps a reading to be sent when the device is online again. False when the device cannot keep it (a private
 * window, full storage): the form then keeps it on screen with the connection error, as any other form does.
 */
export async function ablesungVormerken(
  kundennummer: string,
  vertragId: string,
  ablesung: AblesungPayload,
  { pruefen, jetzt }: { pruefen: boolean; jetzt: Date },
): Promise<boolean> {
  try {
    await (
      await datenbank()
    ).put('ausstehend', {
      id: crypto.randomUUID(),
      kundennummer,
      vertragId,
      ablesung,
      pruefen,
      zustand: { art: 'wartet' },
      vorgemerkt: jetzt.toISOString(),
    });
    return true;
  } catch {
    return false;
  }
}

/** A new state (an answer of the backend) or a decision of the customer (confirmed, try again). */
export async function ausstehendeAendern(
  id: string,
  aenderung: { zustand: AusstehendZustand; pruefen?: boolean },
): Promise<void> {
  const db = await datenbank();
  const tx = db.transaction('ausstehend', 'readwrite');
  const bisher = await tx.store.get(id);
  if (bisher) await tx.store.put({ ...bisher, ...aenderung });
  await tx.done;
}

/** Sent, or discarded by the customer. */
export async function ausstehendeEntfernen(id: string): Promise<void> {
  await (await datenbank()).delete('ausstehend', id);
}

/** Every waiting reading of the customer goes (the customer's choice at Abmelden). */
export async function ausstehendeVerwerfen(kundennummer: string): Promise<void> {
  const db = await datenbank();
  const tx = db.transaction('ausstehend', 'readwrite');
  for (const id of await tx.store.index('kundennummer').getAllKeys(kundennummer)) await tx.store.delete(id);
  await tx.done;
}
