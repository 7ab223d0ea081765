import { useNachDerSeite } from './nach-der-seite.ts';

const laden = async () => (await import('./ausstehende-ablesungen-liste.tsx')).AusstehendeAblesungenListe;

/**
 * The readings waiting on this device (issue 15), loaded after the page: most of the time none wait, and the page
 * should not wait for the device's storage and this code to paint.
 */
export function AusstehendeAblesungen({ vertragId }: { vertragId?: string }) {
  const Liste = useNachDerSeite(laden);
  return Liste ? <Liste vertragId={vertragId} /> : null;
}
