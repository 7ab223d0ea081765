import type { Location, NavigateFunction } from 'react-router';

/** Navigation state of /vertrag/{id}/ablesungen after a reading was sent from /vertrag/{id}/ablesung. */
export interface AblesungenNavigationState {
  neueAblesung?: { ablesedatum: string; zaehlernummer: string };
}

export function neueAblesungAus(state: unknown): AblesungenNavigationState['neueAblesung'] {
  if (state === null || typeof state !== 'object' || !('neueAblesung' in state)) return undefined;
  const neu = (state as AblesungenNavigationState).neueAblesung;
  return neu && typeof neu.ablesedatum === 'string' && typeof neu.zaehlernummer === 'string'
    ? neu
    : undefined;
}

/**
 * "Abbrechen goes back" (SPEC §2): one step back in the history; on a page opened directly (no earlier entry of
 * this portal) to a sensible page instead of leaving the portal.
 */
export function zurueck(navigate: NavigateFunction, location: Location, ersatz: string): void {
  if (location.key === 'default') void navigate(ersatz);
  else void navigate(-1);
}
