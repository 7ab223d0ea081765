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
import type { DemoState } from '../state.ts';
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

// ---------------------------------------------------------------- löschen / beenden

/** Deletes an entry that has not started yet; one already valid can only be ended. */
function loeschen<T extends Gueltig>(
  ctx: HandlerContext,
  entry: T,
  was: string,
  liste: Liste<T>,
): DemoResponse {
  if (entry.gueltigVon <= today(ctx))
    return badRequest(`${was} ist bereits gültig und kann nur beendet werden.`);
  liste.set(liste.get().filter((e) => e !== entry));
  return empty(204);
}

/** Ends a running entry today; a future one can only be deleted, an ended one stays as it is. */
function beenden(ctx: HandlerContext, entry: Gueltig, was: string): DemoResponse {
  const heute = today(ctx);
  if (entry.gueltigVon > heute)
    return badRequest(`${was} beginnt erst in der Zukunft und kann nur gelöscht werden.`);
  if (entry.gueltigBis !== null && entry.gueltigBis < heute) return badRequest(`${was} ist bereits beendet.`);
  entry.gueltigBis = heute;
  return empty(204);
}

/**
 * The handlers of one kind of entry, alike for bank accounts and billing addresses: on customer level (current,
 * all, create) and per contract (the same three, then delete and end). `was` names the entry in messages.
 */
function eintragsHandler<T extends Gueltig>(
  was: string,
  art: {
    listen: (state: DemoState) => { kunde: Map<string, T[]>; vertrag: Map<string, T[]> };
    anlegen: (ctx: HandlerContext, liste: Liste<T>) => DemoResponse;
    idOf: (eintrag: T) => string;
  },
) {
  const kunde = (ctx: HandlerContext) => kundenListe(ctx, art.listen(ctx.state).kunde);
  const vertrag = (ctx: HandlerContext) => vertragsListe(ctx, art.listen(ctx.state).vertrag);
  /** Runs `aktion` on the contract's entry with the path's id; an id the contract does not have is a 404. */
  const mitEintrag =
    (aktion: typeof loeschen<T>): Handler =>
    (ctx) => {
      const liste = vertrag(ctx);
      const id = ctx.params.id ?? '';
      const entry = liste.get().find((e) => art.idOf(e) === id);
      if (!entry) return notFound(`${was} ${id} wurde für diesen Vertrag nicht gefunden.`);
      return aktion(ctx, entry, was, liste);
    };
  return {
    aktuell: (ctx) => aktuellerEintrag(ctx, kunde(ctx)),
    alle: (ctx) => json(200, neuesteZuerst(kunde(ctx).get())),
    anlegen: (ctx) => art.anlegen(ctx, kunde(ctx)),
    vertragAktuell: (ctx) => aktuellerEintrag(ctx, vertrag(ctx)),
    vertragAlle: (ctx) => json(200, neuesteZuerst(vertrag(ctx).get())),
    vertragAnlegen: (ctx) => {
      const liste = vertrag(ctx);
      return vertragOffen(ctx) ?? art.anlegen(ctx, liste);
    },
    vertragLoeschen: mitEintrag(loeschen),
    vertragBeenden: mitEintrag(beenden),
  } satisfies Record<string, Handler>;
}

export const bankverbindung = eintragsHandler('Die Bankverbindung', {
  listen: (state) => ({ kunde: state.bankverbindungen, vertrag: state.vertragBankverbindungen }),
  anlegen: neueBankverbindung,
  idOf: (b) => b.bankverbindungId,
});

export const rechnungsadresse = eintragsHandler('Die Rechnungsadresse', {
  listen: (state) => ({ kunde: state.rechnungsadressen, vertrag: state.vertragRechnungsadressen }),
  anlegen: neueRechnungsadresse,
  idOf: (a) => a.id,
});

export const ibanPruefen: Handler = (ctx) => json(200, pruefeIban(ctx.query.get('iban') ?? ''));
