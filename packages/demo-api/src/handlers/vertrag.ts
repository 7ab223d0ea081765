// Contract master data, meter, tariff, tariff history and cancellation.
import type { Handler, HandlerContext } from '../context.ts';
import { eigenerVertrag, nextId, nowMs } from '../context.ts';
import { badRequest, empty, json, notFound } from '../core-types.ts';
import { zweiterArbeitstagNach } from '../domain/feiertage.ts';
import { durchschnittspreisCent } from '../domain/messung.ts';
import type { Kuendigung, Tarif } from '../domain/model.ts';
import { vertragsstatus } from '../domain/status.ts';
import { addMonths, berlinDate, berlinIso, berlinMidnight, deDate, firstOfMonth } from '../domain/time.ts';
import type { Tarifphase, VertragsDaten } from '../state.ts';

const MWST = 1.19;

/**
 * A price as the customer is to see it (SPEC §3 sends one number, SPEC §9 labels it): gross for
 * ALLES_INKLUSIVE_BRUTTO and for the dynamic type with household customers, otherwise net. The seed keeps gross
 * prices; net is gross without 19 % VAT, to the cent.
 */
export function alsAngezeigt(brutto: number, tariftyp: Tarif['tariftyp'], kundenArt: string): number {
  const zeigtBrutto =
    tariftyp === 'ALLES_INKLUSIVE_BRUTTO' ||
    (tariftyp === 'DYNAMISCHER_PREIS' && kundenArt === 'Haushaltskunde');
  return zeigtBrutto ? brutto : Math.round((brutto / MWST) * 100) / 100;
}

export function today(ctx: HandlerContext): string {
  return berlinDate(nowMs(ctx));
}

export function aktuelleTarifphase(daten: VertragsDaten, date: string): Tarifphase | null {
  return (
    daten.tarife.find((t) => t.gueltigVon <= date && (t.gueltigBis === null || t.gueltigBis >= date)) ?? null
  );
}

/** The dynamic tariff slice the interval data starts with, if the contract has one. */
export function dynamischeTarifphase(daten: VertragsDaten): Tarifphase | null {
  return daten.tarife.find((t) => t.tariftyp === 'DYNAMISCHER_PREIS') ?? null;
}

export const getVertrag: Handler = (ctx) => json(200, eigenerVertrag(ctx).vertrag);

export const getZaehler: Handler = (ctx) => {
  const daten = eigenerVertrag(ctx);
  if (!daten.zaehler) return notFound(`Für den Vertrag ${daten.vertrag.id} ist kein Zähler hinterlegt.`);
  return json(200, daten.zaehler);
};

export const getAktuellerTarif: Handler = (ctx) => {
  const daten = eigenerVertrag(ctx);
  const heute = today(ctx);
  const phase = aktuelleTarifphase(daten, heute);
  if (!phase) return empty(204);
  const dynamisch = phase.tariftyp === 'DYNAMISCHER_PREIS';
  let vormonat: number | null = null;
  let gesamt: number | null = null;
  const raster = daten.messkonzept.raster;
  if (dynamisch && raster) {
    const monatsanfang = firstOfMonth(heute);
    vormonat = durchschnittspreisCent(
      raster,
      berlinMidnight(firstOfMonth(addMonths(monatsanfang, -1))),
      berlinMidnight(monatsanfang),
    );
    gesamt = durchschnittspreisCent(raster, berlinMidnight(phase.gueltigVon), nowMs(ctx));
  }
  const preis = (brutto: number) => alsAngezeigt(brutto, phase.tariftyp, daten.vertrag.kundenArt);
  const tarif: Tarif = {
    name: phase.name,
    tariftyp: phase.tariftyp,
    preisgarantietyp: phase.preisgarantietyp,
    grundpreis: preis(phase.grundpreisJahr),
    arbeitspreis: phase.arbeitspreis === null ? null : preis(phase.arbeitspreis),
    arbeitspreisNT: phase.arbeitspreisNT === null ? null : preis(phase.arbeitspreisNT),
    anteilNt: phase.anteilNt,
    istDynamisch: dynamisch,
    durchschnittlicherArbeitspreisVormonat: vormonat === null ? null : preis(vormonat),
    durchschnittlicherArbeitspreisGesamt: gesamt === null ? null : preis(gesamt),
    gueltigVon: phase.gueltigVon,
  };
  return json(200, tarif);
};

export const getTarifhistorie: Handler = (ctx) => {
  const daten = eigenerVertrag(ctx);
  return json(200, {
    historie: daten.tarife.map(({ name, gueltigVon, gueltigBis }) => ({ name, gueltigVon, gueltigBis })),
  });
};

/** The message for a last delivery day before the second working day (both cancellations). */
export function zuFruehesLieferende(fruehestens: string): string {
  return `Das Lieferende muss frühestens der ${deDate(fruehestens)} sein. Rückwirkende Kündigungen sind seit dem 06.06.2025 nicht mehr möglich.`;
}

export const vertragKuendigen: Handler = (ctx) => {
  const daten = eigenerVertrag(ctx);
  const body = ctx.body as Kuendigung;
  const { vertrag } = daten;
  if (vertragsstatus(vertrag) !== 'aktiv') {
    return badRequest(`Der Vertrag ${vertrag.id} ist nicht aktiv und kann nicht gekündigt werden.`);
  }
  const heute = today(ctx);
  const fruehestens = zweiterArbeitstagNach(heute);
  if (body.datum < fruehestens) return badRequest(zuFruehesLieferende(fruehestens), 'datum');
  vertrag.gewuenschtesLieferende = body.datum;
  // The tariff ends with the delivery; slices that would start later no longer apply.
  daten.tarife = daten.tarife
    .filter((t) => t.gueltigVon <= body.datum)
    .map((t) => (t.gueltigBis === null || t.gueltigBis > body.datum ? { ...t, gueltigBis: body.datum } : t));
  ctx.state.kuendigungen.push({
    vertragId: vertrag.id,
    grund: body.grund,
    datum: body.datum,
    text: body.text ?? '',
    eingegangen: ctx.clock.now().toISOString(),
  });
  ctx.state.dokumente.push({
    id: `dok-${nextId(ctx)}`,
    kundennummer: daten.kundennummer,
    vertragId: vertrag.id,
    dateiname: `Kündigungseingang_${vertrag.id}.pdf`,
    kategorie: 'Kündigungsbestätigung',
    beschreibung: `Eingangsbestätigung Ihrer Kündigung zum ${deDate(body.datum)}`,
    erstellzeitpunkt: berlinIso(Math.floor(nowMs(ctx) / 1000) * 1000),
    seiten: 1,
  });
  return empty(202);
};
