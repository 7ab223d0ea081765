import type { KuendigungErgebnis } from '../rules/vertrag.ts';

/**
 * The navigation state the cancellation form hands to the contracts list (SPEC §2, §4):
 * `navigate('/vertraege', { state: { status: 'SUCCESS', vertrag: '3000101' } })`.
 */
export interface KuendigungNavigationState {
  status: KuendigungErgebnis;
  vertrag: string;
}

/** Reads the state defensively: history entries can carry anything (or nothing). */
export function leseKuendigungState(state: unknown): KuendigungNavigationState | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { status, vertrag } = state as Record<string, unknown>;
  if ((status !== 'SUCCESS' && status !== 'ERROR') || typeof vertrag !== 'string') return undefined;
  return { status, vertrag };
}
