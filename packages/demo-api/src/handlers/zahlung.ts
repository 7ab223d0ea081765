// Bank accounts and billing addresses, on customer level and per contract. Entries are valid from gueltigVon to
// gueltigBis (inclusive); a new entry ends the previous one the day before it starts.
import type { Handler, HandlerContext } from '../context.ts';
import { eigenerVertrag, konto, nextId } from '../context.ts';
import type { DemoResponse } from '../core-types.ts';
import { badRequest, empty, json, notFound } from '../core-types.ts';
import { pruefeIban } from '../domain/iban.ts';
import type {
  Bankverbindung,
  BankverbindungAnlage,
  Rechnungsadresse,
  RechnungsadresseAnlage,
} from '../domain/model.ts';
import { vertragsstatus } from '../domain/status.ts';
import { addDays, deDate } from '../domain/time.ts';
import { today } from './vertrag.ts';

interface Gueltig {
  gueltigVon: string;
  gueltigBis: string | null;
}

function istAktuell(entry: Gueltig, date: string): boolean {
  return entry.gueltigVon <= date && (entry.gueltigBis === null || entry.gueltigBis >= date);
}

function neuesteZuerst<T extends Gueltig>(list: T[]): T[] {
  return [...list].sort((a, b) => b.gueltigVon.localeCompare(a.gueltigVon));
}

/** Inserts a new entry: pending entries from its start on are replaced, the running one ends the day before. */
function einfuegen<T extends Gueltig>(list: T[], entry: T): T[] {
  const kept = list.filter((e) => e.gueltigVon < entry.gueltigVon);
  for (const e of kept) {
    if (e.gueltigBis === null || e.gueltigBis >= entry.gueltigVon)
      e.gueltigBis = addDays(entry.gueltigVon, -1);
  }
  return [...kept, entry];
}

function gueltigVonPruefen(ctx: HandlerContext, gueltigVon: string): DemoResponse | null {
  const heute = today(ctx);
  if (gueltigVon < heute)
    return badRequest(`Das Datum „Gültig ab“ darf nicht vor dem ${deDate(heute)} liegen.`, 'gueltigVon');
  return null;
}

function vertragOffen(ctx: HandlerContext): DemoResponse | null {
  const status = vertragsstatus(eigenerVertrag(ctx).vertrag);
  if (status === 'beendet' || status === 'storniert') {
    return badRequest('Für beendete oder stornierte Verträge können keine Daten mehr angelegt werden.');
  }
  return null;
}

type Liste<T> = { get(): T[]; set(list: T[]): void; owner: string };

function kundenListe<T>(ctx: HandlerContext, map: Map<string, T[]>): Liste<T> {
  const owner = konto(ctx).kundennummer;
  return { owner, get: () => map.get(owner) ?? [], set: (list) => map.set(owner, list) };
}

function vertragsListe<T>(ctx: HandlerContext, map: Map<string, T[]>): Liste<T> {
  const owner = eigenerVertrag(ctx).vertrag.id;
  return { owner, get: () => map.get(owner) ?? [], set: (list) => map.set(owner, list) };
}

// ---------------------------------------------------------------- Bankverbindung

function neueBankverbindung(ctx: HandlerContext, liste: Liste<Bankverbindung>): DemoResponse {
  const body = ctx.body as BankverbindungAnlage;
  const fehler = gueltigVonPruefen(ctx, body.gueltigVon);
  if (fehler) return fehler;
  const pruefung = pruefeIban(body.iban);
  if (!pruefung.valide) return badRequest('Die IBAN ist ungültig. Bitte prüfen Sie Ihre Eingabe.', 'iban');
  const nummer = nextId(ctx);
  const bankverbindung: Bankverbindung = {
    bankverbindungId: `bv-${liste.owner}-${nummer}`,
    kontoinhaber: body.kontoinhaber.trim(),
    iban: pruefung.iban,
    bic: pruefung.bic ?? (body.bic || null),
    bankname: pruefung.bankname ?? (body.bankname?.trim() || null),
    blz: pruefung.blz,
    kontonummer: pruefung.kontonummer,
    gueltigVon: body.gueltigVon,
    gueltigBis: null,
    lastschrifteinzugErlaubt: body.lastschrifteinzugErlaubt,
    mandatsreferenz: body.lastschrifteinzugErlaubt
      ? `SWM-${liste.owner}-${String(nummer).padStart(4, '0')}`
      : null,
    valide: true,
    ibanAbleitbar: true,
  };
  liste.set(einfuegen(liste.get(), bankverbindung));
  return json(201, bankverbindung);
}

/** The entry valid today, or 204: "none current" is not an error (an unknown contract is, with 404). */
function aktuellerEintrag<T extends Gueltig>(ctx: HandlerContext, liste: Liste<T>): DemoResponse {
  const aktuell = liste.get().find((eintrag) => istAktuell(eintrag, today(ctx)));
  return aktuell ? json(200, aktuell) : empty(204);
}

export const getAktuelleBankverbindung: Handler = (ctx) =>
  aktuellerEintrag(ctx, kundenListe(ctx, ctx.state.bankverbindungen));

export const getBankverbindungen: Handler = (ctx) =>
  json(200, neuesteZuerst(kundenListe(ctx, ctx.state.bankverbindungen).get()));

export const bankverbindungAnlegen: Handler = (ctx) =>
  neueBankverbindung(ctx, kundenListe(ctx, ctx.state.bankverbindungen));

export const getVertragAktuelleBankverbindung: Handler = (ctx) =>
  aktuellerEintrag(ctx, vertragsListe(ctx, ctx.state.vertragBankverbindungen));

export const getVertragBankverbindungen: Handler = (ctx) =>
  json(200, neuesteZuerst(vertragsListe(ctx, ctx.state.vertragBankverbindungen).get()));

export const vertragBankverbindungAnlegen: Handler = (ctx) => {
  const liste = vertragsListe(ctx, ctx.state.vertragBankverbindungen);
  return vertragOffen(ctx) ?? neueBankverbindung(ctx, liste);
};

// ---------------------------------------------------------------- Rechnungsadresse

function text(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function neueRechnungsadresse(ctx: HandlerContext, liste: Liste<Rechnungsadresse>): DemoResponse {
  const body = ctx.body as RechnungsadresseAnlage;
  const fehler = gueltigVonPruefen(ctx, body.gueltigVon);
  if (fehler) return fehler;
  const postfach = text(body.postfach);
  const person = body.anrede !== 'Firma';
  const adresse: Rechnungsadresse = {
    id: `ra-${liste.owner}-${nextId(ctx)}`,
    anrede: body.anrede,
    titel: person ? text(body.titel) : null,
    vorname: person ? text(body.vorname) : null,
    nachname: person ? text(body.nachname) : null,
    firma: person ? null : text(body.firma),
    co: text(body.co),
    // Type Postfach clears street and house number, type Normal the PO box (SPEC §4 address type).
    strasse: postfach ? null : text(body.strasse),
    hausnummer: postfach ? null : text(body.hausnummer),
    postfach,
    postleitzahl: body.postleitzahl,
    ort: body.ort.trim(),
    land: body.land,
    gueltigVon: body.gueltigVon,
    gueltigBis: null,
  };
  liste.set(einfuegen(liste.get(), adresse));
  return json(201, adresse);
}

export const getAktuelleRechnungsadresse: Handler = (ctx) =>
  aktuellerEintrag(ctx, kundenListe(ctx, ctx.state.rechnungsadressen));

export const getRechnungsadressen: Handler = (ctx) =>
  json(200, neuesteZuerst(kundenListe(ctx, ctx.state.rechnungsadressen).get()));

export const rechnungsadresseAnlegen: Handler = (ctx) =>
  neueRechnungsadresse(ctx, kundenListe(ctx, ctx.state.rechnungsadressen));

export const getVertragAktuelleRechnungsadresse: Handler = (ctx) =>
  aktuellerEintrag(ctx, vertragsListe(ctx, ctx.state.vertragRechnungsadressen));

export const getVertragRechnungsadressen: Handler = (ctx) =>
  json(200, neuesteZuerst(vertragsListe(ctx, ctx.state.vertragRechnungsadressen).get()));

export const vertragRechnungsadresseAnlegen: Handler = (ctx) => {
  const liste = vertragsListe(ctx, ctx.state.vertragRechnungsadressen);
  return vertragOffen(ctx) ?? neueRechnungsadresse(ctx, liste);
};

// ---------------------------------------------------------------- löschen / beenden

function loeschen<T extends Gueltig>(
  ctx: HandlerContext,
  liste: Liste<T>,
  idOf: (e: T) => string,
  was: string,
): DemoResponse {
  const id = ctx.params.id ?? '';
  const list = liste.get();
  const entry = list.find((e) => idOf(e) === id);
  if (!entry) return notFound(`${was} ${id} wurde für diesen Vertrag nicht gefunden.`);
  if (entry.gueltigVon <= today(ctx))
    return badRequest(`${was} ist bereits gültig und kann nur beendet werden.`);
  liste.set(list.filter((e) => e !== entry));
  return empty(204);
}

function beenden<T extends Gueltig>(
  ctx: HandlerContext,
  liste: Liste<T>,
  idOf: (e: T) => string,
  was: string,
): DemoResponse {
  const id = ctx.params.id ?? '';
  const entry = liste.get().find((e) => idOf(e) === id);
  if (!entry) return notFound(`${was} ${id} wurde für diesen Vertrag nicht gefunden.`);
  const heute = today(ctx);
  if (entry.gueltigVon > heute)
    return badRequest(`${was} beginnt erst in der Zukunft und kann nur gelöscht werden.`);
  if (entry.gueltigBis !== null && entry.gueltigBis < heute) return badRequest(`${was} ist bereits beendet.`);
  entry.gueltigBis = heute;
  return empty(204);
}

const bankId = (b: Bankverbindung) => b.bankverbindungId;
const adressId = (a: Rechnungsadresse) => a.id;

export const vertragBankverbindungLoeschen: Handler = (ctx) =>
  loeschen(ctx, vertragsListe(ctx, ctx.state.vertragBankverbindungen), bankId, 'Die Bankverbindung');
export const vertragBankverbindungBeenden: Handler = (ctx) =>
  beenden(ctx, vertragsListe(ctx, ctx.state.vertragBankverbindungen), bankId, 'Die Bankverbindung');
export const vertragRechnungsadresseLoeschen: Handler = (ctx) =>
  loeschen(ctx, vertragsListe(ctx, ctx.state.vertragRechnungsadressen), adressId, 'Die Rechnungsadresse');
export const vertragRechnungsadresseBeenden: Handler = (ctx) =>
  beenden(ctx, vertragsListe(ctx, ctx.state.vertragRechnungsadressen), adressId, 'Die Rechnungsadresse');

export const ibanPruefen: Handler = (ctx) => json(200, pruefeIban(ctx.query.get('iban') ?? ''));
