// Readings from every source, computed from the same consumption the Verbräuche show.
import { zaehlerstaende } from '../domain/messung.ts';
import type { Ablesung, Ermittlungsart } from '../domain/model.ts';
import { addDays } from '../domain/time.ts';
import type { GespeicherteAblesung, VertragsDaten } from '../state.ts';
import type { SeedKontext } from './kontext.ts';

export function seedAblesungen(
  k: SeedKontext,
  vertraege: ReadonlyMap<string, VertragsDaten>,
): Map<string, GespeicherteAblesung[]> {
  const { today } = k;
  const ablesungen = new Map<string, GespeicherteAblesung[]>();
  for (const daten of vertraege.values()) {
    const { vertrag: v } = daten;
    const { zaehler } = daten;
    if (!v.lieferbeginn || !daten.hatVerbraeuche || !zaehler) continue;
    const ende = v.lieferende ?? today;
    const liste: GespeicherteAblesung[] = [];
    const add = (
      ablesedatum: string,
      ablesegrund: string,
      ermittlungsart: Ermittlungsart,
      ableseart: string,
      erfassungshinweis: string | null,
    ) => {
      if (ablesedatum < daten.zaehlerSeit || ablesedatum > ende) return;
      const staende = zaehlerstaende(daten.messkonzept, daten.zaehlerSeit, ablesedatum);
      const ablesewerte: Ablesung['ablesewerte'] = {};
      for (const kanal of zaehler.kanaele) {
        ablesewerte[kanal.obiskennzahl] = {
          obiskennzahl: kanal.obiskennzahl,
          ablesewert: staende[kanal.obiskennzahl] ?? 0,
          nachkommastellen: kanal.nachkommastellen,
        };
      }
      liste.push({
        ablesedatum,
        zaehlernummer: zaehler.nummer,
        ablesewerte,
        ablesegrund,
        erfassungshinweis,
        ermittlungsart,
        ableseart,
        sichtbarAb: 0,
      });
    };
    add(v.lieferbeginn, 'Vertragsbeginn', 'NETZBETREIBER', 'Ablesung durch Netzbetreiber', 'Einzugsablesung');
    const firstYear = Number(v.lieferbeginn.slice(0, 4));
    const lastYearNum = Number(ende.slice(0, 4));
    for (let year = firstYear; year <= lastYearNum; year += 1) {
      // Alternate the sources so every Ermittlungsart appears over the years.
      if (year % 3 === 1)
        add(
          `${year}-12-31`,
          'Turnusablesung',
          'ERSATZWERT',
          'Schätzung',
          'Rechnerisch ermittelt, da keine Ablesung vorlag',
        );
      else
        add(
          `${year}-12-31`,
          'Turnusablesung',
          'NETZBETREIBER',
          daten.messkonzept.raster ? 'Fernablesung' : 'Ablesung durch Netzbetreiber',
          null,
        );
      add(`${year}-06-15`, 'Zwischenablesung', 'KUNDE', 'Selbstablesung', 'Erfasst über das Kundenportal');
    }
    if (v.lieferende)
      add(v.lieferende, 'Vertragsende', 'NETZBETREIBER', 'Ablesung durch Netzbetreiber', 'Auszugsablesung');
    else
      add(
        addDays(today, -20),
        'Zwischenablesung',
        'KUNDE',
        'Selbstablesung',
        'Erfasst über das Kundenportal',
      );
    liste.sort((a, b) => a.ablesedatum.localeCompare(b.ablesedatum));
    ablesungen.set(v.id, liste);
  }
  return ablesungen;
}
