import type { Vertrag } from './model.ts';

export type Vertragsstatus = 'storniert' | 'beendet' | 'gekuendigt' | 'aktiv' | 'beauftragt';

/** SPEC §4 order: storniert, beendet, gekuendigt, aktiv, beauftragt. */
export function vertragsstatus(v: Vertrag): Vertragsstatus {
  if (v.storniert) return 'storniert';
  if (v.lieferende) return 'beendet';
  if (v.gewuenschtesLieferende) return 'gekuendigt';
  if (v.lieferbeginn) return 'aktiv';
  return 'beauftragt';
}
