import type { DescriptionItem } from '@ekp/ui';
import { DescriptionList } from '@ekp/ui';

import { formatCent, formatDatum, formatEuro, formatProzent } from '../../format/de.ts';
import { tariftypLabel, zeigeBrutto } from '../../rules/vertrag.ts';
import type { Tarif, Vertrag } from '../../shared/queries.ts';
import * as texts from '../../texts.ts';

/** A dynamic tariff by flag or by price model (either marks it, SPEC §3). */
export function istDynamischerTarif(tarif: Pick<Tarif, 'istDynamisch' | 'tariftyp'>): boolean {
  return tarif.istDynamisch || tarif.tariftyp === 'DYNAMISCHER_PREIS';
}

/**
 * The current tariff with SPEC §9's display rules: grundpreis in €, working prices in cent, anteilNt in percent.
 * SPEC §3 sends each price as one number; it is labelled gross for ALLES_INKLUSIVE_BRUTTO and for the dynamic
 * type with household customers, otherwise net.
 */
export function TarifAnzeige({ tarif, kundenArt }: { tarif: Tarif; kundenArt: Vertrag['kundenArt'] }) {
  const brutto = zeigeBrutto(tarif.tariftyp, kundenArt);
  const felder = texts.tarif.felder;
  const art = `(${brutto ? texts.tarif.brutto : texts.tarif.netto})`;
  const arbeitspreis = (preis: number | null, term: string): DescriptionItem | false =>
    preis !== null && {
      term,
      description: `${formatCent(preis)}/${texts.formate.einheiten.kwh} ${art}`,
    };

  const items: (DescriptionItem | false)[] = [
    { term: felder.name, description: tarif.name },
    { term: felder.tariftyp, description: tariftypLabel(tarif.tariftyp) },
    { term: felder.preisgarantie, description: preisgarantieLabel(tarif.preisgarantietyp) },
    {
      term: felder.grundpreis,
      // A price the backend sent unreadable (the tolerant reader made it null) shows as '–', never as a bare unit.
      description: `${formatEuro(tarif.grundpreis) || texts.formate.keinWert} ${texts.tarif.proJahr} ${art}`,
    },
    arbeitspreis(tarif.arbeitspreis, felder.arbeitspreis),
    arbeitspreis(tarif.arbeitspreisNT, felder.arbeitspreisNT),
    tarif.anteilNt !== null && { term: felder.anteilNt, description: formatProzent(tarif.anteilNt) },
    istDynamischerTarif(tarif) &&
      arbeitspreis(tarif.durchschnittlicherArbeitspreisVormonat, felder.durchschnittVormonat),
    istDynamischerTarif(tarif) &&
      arbeitspreis(tarif.durchschnittlicherArbeitspreisGesamt, felder.durchschnittGesamt),
    { term: texts.allgemein.gueltigAb, description: formatDatum(tarif.gueltigVon) },
  ];
  return <DescriptionList items={items.filter((item): item is DescriptionItem => item !== false)} />;
}

/** KEINE / EINGESCHRAENKT / VOLL → label; an unknown code is shown as it comes. */
export function preisgarantieLabel(typ: string): string {
  const labels: Record<string, string> = texts.tarif.preisgarantien;
  return labels[typ] ?? typ;
}
