// Meter readings: list, submit (processed asynchronously), plausibility check.
import type { Handler, HandlerContext } from '../context.ts';
import { deepObject } from '../contract/query.ts';
import { eigenerVertrag } from '../context.ts';
import type { DemoResponse } from '../core-types.ts';
import { json } from '../core-types.ts';
import { erwarteterTagesverbrauch } from '../domain/messung.ts';
import type { Ablesung, AblesungAnlage, Validierung } from '../domain/model.ts';
import { vertragsstatus } from '../domain/status.ts';
import { addDays, daysBetween, deDate } from '../domain/time.ts';
import type { GespeicherteAblesung, VertragsDaten } from '../state.ts';
import { today } from './vertrag.ts';

/** A rejected reading: the portal shows `hinweis` (SPEC §8). */
function abgelehnt(hinweis: string, feld?: string): DemoResponse {
  return json(400, feld === undefined ? { hinweis, message: hinweis } : { hinweis, message: hinweis, feld });
}

function verarbeitet(ctx: HandlerContext, daten: VertragsDaten): GespeicherteAblesung[] {
  const jetzt = Date.now();
  return (ctx.state.ablesungen.get(daten.vertrag.id) ?? []).filter((a) => a.sichtbarAb <= jetzt);
}

/** A reading as the contract shows it: when it becomes visible and its photo stay internal. */
function oeffentlich(gespeichert: GespeicherteAblesung): Ablesung {
  const ablesung: Ablesung & Partial<GespeicherteAblesung> = { ...gespeichert };
  delete ablesung.sichtbarAb;
  delete ablesung.foto;
  return ablesung;
}

/** Digits before and after the decimal point of a JSON number as the customer typed it. */
function stellen(value: number): { vor: number; nach: number } {
  const [vor = '', nach = ''] = String(value).split('.');
  if (/e/i.test(String(value))) {
    const fixed = value.toFixed(20).replace(/0+$/, '');
    const [v = '', n = ''] = fixed.split('.');
    return { vor: v.replace(/^0+(?=\d)/, '').length, nach: n.length };
  }
  return { vor: vor.replace(/^-/, '').replace(/^0+(?=\d)/, '').length, nach: nach.length };
}

/** The channel rules of SPEC §5 and the contract's meter: a hint text if the reading breaks one. */
function regelverstoss(
  ctx: HandlerContext,
  daten: VertragsDaten,
  body: AblesungAnlage,
): { hinweis: string; feld: string } | null {
  const { vertrag, zaehler } = daten;
  const status = vertragsstatus(vertrag);
  if (!zaehler || (status !== 'aktiv' && status !== 'gekuendigt')) {
    return {
      hinweis: `Für den Vertrag ${vertrag.id} können keine Ablesungen erfasst werden.`,
      feld: 'zaehlernummer',
    };
  }
  if (body.zaehlernummer !== zaehler.nummer) {
    return {
      hinweis: `Der Zähler ${body.zaehlernummer} gehört nicht zum Vertrag ${vertrag.id}.`,
      feld: 'zaehlernummer',
    };
  }
  if (body.ablesedatum > today(ctx))
    return { hinweis: 'Das Ablesedatum darf nicht in der Zukunft liegen.', feld: 'ablesedatum' };
  if (vertrag.lieferbeginn && body.ablesedatum < vertrag.lieferbeginn) {
    return {
      hinweis: `Das Ablesedatum darf nicht vor dem Lieferbeginn (${deDate(vertrag.lieferbeginn)}) liegen.`,
      feld: 'ablesedatum',
    };
  }
  for (const obis of Object.keys(body.ablesewerte)) {
    if (!zaehler.kanaele.some((k) => k.obiskennzahl === obis)) {
      return {
        hinweis: `Das Zählwerk ${obis} gehört nicht zum Zähler ${zaehler.nummer}.`,
        feld: `ablesewerte.${obis}`,
      };
    }
  }
  for (const kanal of zaehler.kanaele) {
    const value = body.ablesewerte[kanal.obiskennzahl];
    if (value === undefined)
      return {
        hinweis: `Für das Zählwerk ${kanal.obiskennzahl} fehlt der Ablesewert.`,
        feld: `ablesewerte.${kanal.obiskennzahl}`,
      };
    const { vor, nach } = stellen(value);
    if (vor > kanal.vorkommastellen || nach > kanal.nachkommastellen) {
      return {
        hinweis: `Die Ablesung darf höchstens ${kanal.vorkommastellen} Vorkommastellen und darf maximal ${kanal.nachkommastellen} Nachkommastelle(n) haben.`,
        feld: `ablesewerte.${kanal.obiskennzahl}`,
      };
    }
  }
  return null;
}

export const getAblesungen: Handler = (ctx) => {
  const daten = eigenerVertrag(ctx);
  const von = ctx.query.get('von');
  const bis = ctx.query.get('bis');
  const list = verarbeitet(ctx, daten)
    .filter((a) => (von === null || a.ablesedatum >= von) && (bis === null || a.ablesedatum <= bis))
    .sort((a, b) => b.ablesedatum.localeCompare(a.ablesedatum))
    .map(oeffentlich);
  return json(200, list);
};

export const ablesungAnlegen: Handler = (ctx) => {
  const daten = eigenerVertrag(ctx);
  const body = ctx.body as AblesungAnlage;
  const verstoss = regelverstoss(ctx, daten, body);
  if (verstoss) return abgelehnt(verstoss.hinweis, verstoss.feld);
  const alle = ctx.state.ablesungen.get(daten.vertrag.id) ?? [];
  if (alle.some((a) => a.ablesedatum === body.ablesedatum)) {
    return abgelehnt('Für dieses Ablesedatum liegt bereits eine Ablesung vor.', 'ablesedatum');
  }
  const zaehler = daten.zaehler;
  if (!zaehler) return abgelehnt('Für diesen Vertrag ist kein Zähler hinterlegt.');
  const ablesewerte: Ablesung['ablesewerte'] = {};
  for (const kanal of zaehler.kanaele) {
    ablesewerte[kanal.obiskennzahl] = {
      obiskennzahl: kanal.obiskennzahl,
      ablesewert: body.ablesewerte[kanal.obiskennzahl] ?? 0,
      nachkommastellen: kanal.nachkommastellen,
    };
  }
  alle.push({
    ablesedatum: body.ablesedatum,
    zaehlernummer: body.zaehlernummer,
    ablesewerte,
    ablesegrund: 'Zwischenablesung',
    erfassungshinweis: body.foto
      ? 'Erfasst über das Kundenportal (mit Foto)'
      : 'Erfasst über das Kundenportal',
    ermittlungsart: 'KUNDE',
    ableseart: 'Selbstablesung',
    // SPEC §4: the server processes readings asynchronously; they are listed once processed.
    sichtbarAb: Date.now() + ctx.processingDelayMs,
    foto: body.foto ?? null,
  });
  ctx.state.ablesungen.set(daten.vertrag.id, alle);
  return { status: 202, headers: {}, body: undefined };
};

/**
 * The reading of a plausibility check from its query (`ablesewerte[<OBIS>]=<value>`, see the contract); null when
 * a part is missing or a value is no number, for a backend without the contract validator in front.
 */
function ablesungAusQuery(query: URLSearchParams): AblesungAnlage | null {
  const ablesedatum = query.get('ablesedatum');
  const zaehlernummer = query.get('zaehlernummer');
  const werte = Object.entries(deepObject(query, 'ablesewerte') ?? {}).map(([obis, wert]) => [
    obis,
    Number(wert),
  ]);
  if (!ablesedatum || !zaehlernummer || werte.length === 0) return null;
  if (werte.some(([, wert]) => !Number.isFinite(wert))) return null;
  return { ablesedatum, zaehlernummer, ablesewerte: Object.fromEntries(werte) as Record<string, number> };
}

export const ablesungPlausibilisieren: Handler = (ctx) => {
  const daten = eigenerVertrag(ctx);
  const body = ablesungAusQuery(ctx.query);
  if (!body)
    return abgelehnt('Die Ablesung ist unvollständig: ablesedatum, zaehlernummer und ablesewerte fehlen.');
  const result = (typ: Validierung['typ'], nachricht: string | null) =>
    json(200, { typ, nachricht } satisfies Validierung);
  const verstoss = regelverstoss(ctx, daten, body);
  if (verstoss) return result('invalid', verstoss.hinweis);
  const vorher = (ctx.state.ablesungen.get(daten.vertrag.id) ?? [])
    .filter((a) => a.ablesedatum <= body.ablesedatum)
    .sort((a, b) => a.ablesedatum.localeCompare(b.ablesedatum))
    .at(-1);
  if (!vorher) return result('valid', null);
  let kwh = 0;
  for (const [obis, wert] of Object.entries(vorher.ablesewerte)) {
    const neu = body.ablesewerte[obis] ?? 0;
    if (neu < wert.ablesewert) {
      return result(
        'invalid',
        `Der Zählerstand ist kleiner als die letzte Ablesung vom ${deDate(vorher.ablesedatum)} (${wert.ablesewert.toLocaleString('de-DE')}${
          Object.keys(vorher.ablesewerte).length > 1 ? `, Zählwerk ${obis}` : ''
        }). Bitte prüfen Sie Ihre Eingabe.`,
      );
    }
    kwh += (neu - wert.ablesewert) * daten.messkonzept.kwhProEinheit;
  }
  const tage = Math.max(1, daysBetween(vorher.ablesedatum, body.ablesedatum));
  let erwartet = 0;
  for (let d = vorher.ablesedatum; d < body.ablesedatum; d = addDays(d, 1))
    erwartet += erwarteterTagesverbrauch(daten.messkonzept, d);
  // Three times the forecast plus a small allowance for short periods counts as unusually high.
  if (kwh > erwartet * 3 + 50) {
    return result(
      'undefined',
      `Der Verbrauch seit der letzten Ablesung vom ${deDate(vorher.ablesedatum)} ist ungewöhnlich hoch (${Math.round(kwh).toLocaleString('de-DE')} kWh in ${tage} Tagen, erwartet etwa ${Math.round(erwartet).toLocaleString('de-DE')} kWh). Bitte prüfen Sie Ihre Eingabe.`,
    );
  }
  return result('valid', null);
};

export { verarbeitet, oeffentlich };
