import type { CardTone, DescriptionItem } from '@ekp/ui';

import { formatDatum } from '../../format/de.ts';
import {
  kundenArtLabel,
  versorgungsartLabel,
  vertragGruppe,
  vertragStatus,
  type VertragGruppe,
} from '../../rules/vertrag.ts';
import type { Vertrag } from '../../shared/queries.ts';
import * as texts from '../../texts.ts';

/** Card styling per display group (SPEC §4: card styling follows the group). */
export const gruppenTon: Readonly<Record<VertragGruppe, CardTone>> = {
  aktiv: 'active',
  inaktiv: 'inactive',
  beauftragt: 'ordered',
  gekuendigt: 'terminated',
};

/** The groups in SPEC order: active; inactive (ended or cancelled); ordered; terminated. */
export const gruppenReihenfolge: readonly VertragGruppe[] = ['aktiv', 'inaktiv', 'beauftragt', 'gekuendigt'];

/** 'Lindenallee 12, 12345 Musterstadt' */
export function lieferstelle(vertrag: Pick<Vertrag, 'strasse' | 'hausnummer' | 'plz' | 'ort'>): string {
  const strasse = [vertrag.strasse, vertrag.hausnummer].filter(Boolean).join(' ');
  const ort = [vertrag.plz, vertrag.ort].filter(Boolean).join(' ');
  return [strasse, ort].filter(Boolean).join(', ');
}

export function statusUndGruppe(vertrag: Vertrag) {
  const status = vertragStatus(vertrag);
  return { status, gruppe: vertragGruppe(status), statusText: texts.vertraege.status[status] };
}

/** Master data as label/value pairs; dates only when set. `ausfuehrlich` adds what the detail page shows. */
export function stammdaten(vertrag: Vertrag, ausfuehrlich: boolean): DescriptionItem[] {
  const felder = texts.vertraege.felder;
  const { statusText } = statusUndGruppe(vertrag);
  const items: (DescriptionItem | false)[] = [
    ausfuehrlich && { term: texts.vertraege.statusLabel, description: statusText },
    { term: felder.versorgungsart, description: versorgungsartLabel(vertrag.versorgungsart) },
    ausfuehrlich && { term: felder.kundenArt, description: kundenArtLabel(vertrag.kundenArt) },
    ausfuehrlich &&
      Boolean(vertrag.anmeldungsart) && { term: felder.anmeldungsart, description: vertrag.anmeldungsart },
    { term: felder.lieferstelle, description: lieferstelle(vertrag) },
    datum(
      felder.gewuenschterLieferbeginn,
      ausfuehrlich || !vertrag.lieferbeginn ? vertrag.gewuenschterLieferbeginn : null,
    ),
    datum(felder.lieferbeginn, vertrag.lieferbeginn),
    datum(
      felder.gewuenschtesLieferende,
      ausfuehrlich || !vertrag.lieferende ? vertrag.gewuenschtesLieferende : null,
    ),
    datum(felder.lieferende, vertrag.lieferende),
  ];
  return items.filter((item): item is DescriptionItem => item !== false);
}

function datum(term: string, wert: string | null): DescriptionItem | false {
  const text = formatDatum(wert);
  return text !== '' && { term, description: text };
}
