import * as v from 'valibot';

import { lies, ohneInhalt } from './antwort.ts';

/**
 * The second layer of the tolerant reader (issue 13): the values of the answers the screens read, in the forms a
 * real backend may plausibly send, turned into the contract's types. Numbers as numeric strings (also with a decimal
 * comma), booleans as "true"/"false", ids as numbers, dates as `YYYY-MM-DD` or full timestamps (read as the day in
 * Europe/Berlin), a missing key as null, a missing list as empty. A value that cannot be read becomes null and is
 * logged once per call and field; it is never shown raw. Loaded on the first signed-in read, so valibot stays off
 * the sign-in route. The schemas name exactly the contract's properties (lesen.test.ts checks that).
 */

let aufruf = '';
const gemeldet = new Set<string>();
/** Set while the backend check reads an answer: it wants every unreadable field, not one log line. */
let sammler: string[] | null = null;

function unlesbar(feld: string, wert: unknown): null {
  if (sammler) {
    sammler.push(`${feld} ist nicht lesbar (${JSON.stringify(wert)})`);
    return null;
  }
  const schluessel = `${aufruf} ${feld}`;
  if (!gemeldet.has(schluessel)) {
    gemeldet.add(schluessel);
    console.warn(`Antwort von ${aufruf}: ${feld} ist nicht lesbar (${JSON.stringify(wert)}).`);
  }
  return null;
}

/**
 * A field of one kind: missing and null are null, and so is '' unless the kind is text; anything `lies` cannot
 * read is null and logged.
 */
function feldArt<T>(feld: string, lies: (wert: unknown) => T | undefined, leerIstNull = true) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((wert): T | null =>
        wert === undefined || wert === null || (leerIstNull && wert === '')
          ? null
          : (lies(wert) ?? unlesbar(feld, wert)),
      ),
    ),
    null,
  );
}

export function leseZahl(wert: unknown): number | undefined {
  if (typeof wert === 'number') return Number.isFinite(wert) ? wert : undefined;
  if (typeof wert !== 'string') return undefined;
  const text = wert.trim();
  // 1.234,5 (German thousands), 1234,5 and 1234.5
  const deutsch = /^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(text) ? text.replaceAll('.', '') : text;
  if (!/^-?\d+([.,]\d+)?$/.test(deutsch)) return undefined;
  return Number(deutsch.replace(',', '.'));
}

export function leseWahrheitswert(wert: unknown): boolean | undefined {
  if (typeof wert === 'boolean') return wert;
  const text = String(wert).trim().toLowerCase();
  if (['true', '1', 'ja'].includes(text)) return true;
  if (['false', '0', 'nein'].includes(text)) return false;
  return undefined;
}

let berlinerTagFormat: Intl.DateTimeFormat | undefined;

/**
 * Made on first use, not when the module loads: the first formatter with a time zone loads the zone data, a long
 * task on a phone while the portal starts, and most answers carry plain dates that never need it.
 */
function berlinerTag(ms: number): string {
  berlinerTagFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return berlinerTagFormat.format(ms);
}

/** `YYYY-MM-DD` as it is; a timestamp as its day in Europe/Berlin. */
export function leseDatum(wert: unknown): string | undefined {
  if (typeof wert !== 'string') return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(wert)) return wert;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(wert)) return undefined;
  const ms = Date.parse(wert);
  return Number.isNaN(ms) ? undefined : berlinerTag(ms);
}

function leseZeitpunkt(wert: unknown): string | undefined {
  return typeof wert === 'string' && /^\d{4}-\d{2}-\d{2}/.test(wert) && !Number.isNaN(Date.parse(wert))
    ? wert
    : undefined;
}

function leseText(wert: unknown): string | undefined {
  return typeof wert === 'string' ? wert : typeof wert === 'number' ? String(wert) : undefined;
}

const zahl = (feld: string) => feldArt(feld, leseZahl);
const wahr = (feld: string) => feldArt(feld, leseWahrheitswert);
const datum = (feld: string) => feldArt(feld, leseDatum);
const zeitpunkt = (feld: string) => feldArt(feld, leseZeitpunkt);
const text = (feld: string) => feldArt(feld, leseText, false);

/** A list: a missing one is empty; entries that are not objects are dropped (unless `werte` lists plain values). */
function liste<T extends v.GenericSchema>(feld: string, eintrag: T, werte = false) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((wert): unknown[] => {
        if (Array.isArray(wert))
          return werte ? wert : wert.filter((e) => typeof e === 'object' && e !== null);
        if (wert !== undefined && wert !== null) unlesbar(feld, wert);
        return [];
      }),
      v.array(eintrag),
    ),
    [],
  );
}

export const tarif = v.object({
  name: text('name'),
  tariftyp: text('tariftyp'),
  preisgarantietyp: text('preisgarantietyp'),
  grundpreis: zahl('grundpreis'),
  arbeitspreis: zahl('arbeitspreis'),
  arbeitspreisNT: zahl('arbeitspreisNT'),
  anteilNt: zahl('anteilNt'),
  istDynamisch: wahr('istDynamisch'),
  durchschnittlicherArbeitspreisVormonat: zahl('durchschnittlicherArbeitspreisVormonat'),
  durchschnittlicherArbeitspreisGesamt: zahl('durchschnittlicherArbeitspreisGesamt'),
  gueltigVon: datum('gueltigVon'),
});

const ablesewert = v.object({
  obiskennzahl: text('ablesewerte.obiskennzahl'),
  ablesewert: zahl('ablesewerte.ablesewert'),
  nachkommastellen: zahl('ablesewerte.nachkommastellen'),
});

/** Channel → value object; a bare number per channel, a list of value objects and a missing map are read too. */
const ablesewerte = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((wert): Record<string, unknown> => {
      const eintraege: [string, unknown][] = Array.isArray(wert)
        ? wert.map((w: unknown): [string, unknown] => [kanalVon(w) ?? '', w])
        : typeof wert === 'object' && wert !== null
          ? Object.entries(wert)
          : [];
      if (!Array.isArray(wert) && (typeof wert !== 'object' || wert === null) && wert !== undefined) {
        unlesbar('ablesewerte', wert);
      }
      return Object.fromEntries(
        eintraege.map(([kanal, w]) => [
          kanal,
          typeof w === 'object' && w !== null
            ? { obiskennzahl: kanal, ...w }
            : { obiskennzahl: kanal, ablesewert: w, nachkommastellen: nachkommastellenVon(w) },
        ]),
      );
    }),
    v.record(v.string(), ablesewert),
  ),
  {},
);

function kanalVon(wert: unknown): string | undefined {
  if (typeof wert !== 'object' || wert === null || !('obiskennzahl' in wert)) return undefined;
  return leseText(wert.obiskennzahl);
}

function nachkommastellenVon(wert: unknown): number {
  const zahlText = String(wert).replace(',', '.');
  return zahlText.includes('.') ? zahlText.length - zahlText.indexOf('.') - 1 : 0;
}

const ablesung = v.object({
  ablesedatum: datum('ablesedatum'),
  zaehlernummer: text('zaehlernummer'),
  ablesewerte,
  ablesegrund: text('ablesegrund'),
  erfassungshinweis: text('erfassungshinweis'),
  ermittlungsart: text('ermittlungsart'),
  ableseart: text('ableseart'),
});

const verbrauch = v.object({
  von: datum('von'),
  bis: datum('bis'),
  summe: zahl('summe'),
  summeJahr: zahl('summeJahr'),
  prognose: zahl('prognose'),
  proKanal: liste(
    'proKanal',
    v.object({ obiskennzahl: text('proKanal.obiskennzahl'), verbrauch: zahl('proKanal.verbrauch') }),
  ),
});

/** Entries without a readable start cannot be placed on a time axis: they are dropped (and logged). */
function mitBeginn<T extends { von: string | null }>(eintraege: T[]): T[] {
  return eintraege.filter((e) => e.von !== null);
}

const historieEintrag = v.object({
  von: zeitpunkt('von'),
  bis: zeitpunkt('bis'),
  verbrauch: zahl('verbrauch'),
  arbeitspreis: zahl('arbeitspreis'),
  kosten: zahl('kosten'),
});

const preis = v.object({ von: zeitpunkt('von'), preis: zahl('preis') });

const bankverbindung = v.object({
  bankverbindungId: text('bankverbindungId'),
  kontoinhaber: text('kontoinhaber'),
  iban: text('iban'),
  bic: text('bic'),
  bankname: text('bankname'),
  blz: text('blz'),
  kontonummer: text('kontonummer'),
  gueltigVon: datum('gueltigVon'),
  gueltigBis: datum('gueltigBis'),
  lastschrifteinzugErlaubt: wahr('lastschrifteinzugErlaubt'),
  mandatsreferenz: text('mandatsreferenz'),
  valide: wahr('valide'),
  ibanAbleitbar: wahr('ibanAbleitbar'),
});

const rechnungsadresse = v.object({
  id: text('id'),
  anrede: text('anrede'),
  titel: text('titel'),
  vorname: text('vorname'),
  nachname: text('nachname'),
  firma: text('firma'),
  co: text('co'),
  strasse: text('strasse'),
  hausnummer: text('hausnummer'),
  postfach: text('postfach'),
  postleitzahl: text('postleitzahl'),
  ort: text('ort'),
  land: text('land'),
  gueltigVon: datum('gueltigVon'),
  gueltigBis: datum('gueltigBis'),
});

const anschlussnutzer = v.object({
  kundennummer: text('kundennummer'),
  anrede: text('anrede'),
  titel: text('titel'),
  vorname: text('vorname'),
  nachname: text('nachname'),
  firma: text('firma'),
  geburtsdatum: datum('geburtsdatum'),
  email: text('email'),
  festnetz: text('festnetz'),
  mobil: text('mobil'),
  fax: text('fax'),
  vertraege: v.pipe(
    liste('vertraege', v.unknown(), true),
    v.transform((ids) =>
      ids.map((id) => leseText(id) ?? unlesbar('vertraege', id)).filter((id) => id !== null),
    ),
  ),
});

const vertrag = v.object({
  id: text('id'),
  versorgungsart: text('versorgungsart'),
  anmeldungsart: text('anmeldungsart'),
  kundenArt: text('kundenArt'),
  lieferbeginn: datum('lieferbeginn'),
  gewuenschterLieferbeginn: datum('gewuenschterLieferbeginn'),
  lieferende: datum('lieferende'),
  gewuenschtesLieferende: datum('gewuenschtesLieferende'),
  storniert: wahr('storniert'),
  strasse: text('strasse'),
  hausnummer: text('hausnummer'),
  plz: text('plz'),
  ort: text('ort'),
  zugriffsstufe: text('zugriffsstufe'),
});

const kanal = v.object({
  obiskennzahl: text('kanaele.obiskennzahl'),
  vorkommastellen: zahl('kanaele.vorkommastellen'),
  nachkommastellen: zahl('kanaele.nachkommastellen'),
});

const zaehler = v.object({ nummer: text('nummer'), kanaele: liste('kanaele', kanal) });

const dokument = v.object({
  id: text('id'),
  dateiname: text('dateiname'),
  kategorie: text('kategorie'),
  beschreibung: text('beschreibung'),
  vertragId: text('vertragId'),
  erstellzeitpunkt: zeitpunkt('erstellzeitpunkt'),
});

const ibanPruefung = v.object({
  valide: wahr('valide'),
  iban: text('iban'),
  bic: text('bic'),
  bankname: text('bankname'),
  kontonummer: text('kontonummer'),
  blz: text('blz'),
});

const tarifabschnitt = v.object({
  name: text('historie.name'),
  gueltigVon: datum('historie.gueltigVon'),
  gueltigBis: datum('historie.gueltigBis'),
});

const validierungsfeedback = v.object({ typ: text('typ'), nachricht: text('nachricht') });

/** The schemas by the contract's schema name: lesen.test.ts compares their keys with the contract. */
export const schemas = {
  Anschlussnutzer: anschlussnutzer,
  Vertrag: vertrag,
  Kanal: kanal,
  Zaehler: zaehler,
  Dokument: dokument,
  IbanPruefung: ibanPruefung,
  Tarifabschnitt: tarifabschnitt,
  Validierungsfeedback: validierungsfeedback,
  Tarif: tarif,
  Ablesung: ablesung,
  Verbrauch: verbrauch,
  VerbrauchshistorieEintrag: historieEintrag,
  Preis: preis,
  Bankverbindung: bankverbindung,
  Rechnungsadresse: rechnungsadresse,
};

/** The answers read through a schema, by the contract's path of the GET. */
const antworten: Record<string, v.GenericSchema> = {
  '/anschlussnutzer': anschlussnutzer,
  '/{vertrag}': vertrag,
  '/{vertrag}/zaehler': zaehler,
  '/dokument/alle': liste('dokumente', dokument),
  '/dokument/{vertrag}': liste('dokumente', dokument),
  '/bankverbindung/pruefe': ibanPruefung,
  '/{vertrag}/tarifhistorie': v.object({ historie: liste('historie', tarifabschnitt) }),
  '/{vertrag}/ablesungen/plausibilisiere': validierungsfeedback,
  '/{vertrag}/aktueller_tarif': tarif,
  '/{vertrag}/ablesungen': liste('ablesungen', ablesung),
  '/{vertrag}/verbraeuche': liste('verbraeuche', verbrauch),
  '/{vertrag}/historie': v.object({
    data: v.pipe(liste('data', historieEintrag), v.transform(mitBeginn)),
  }),
  '/preiszeitreihe': v.object({ preise: v.pipe(liste('preise', preis), v.transform(mitBeginn)) }),
  '/anschlussnutzer/aktuelleBankverbindung': bankverbindung,
  '/anschlussnutzer/bankverbindungen': liste('bankverbindungen', bankverbindung),
  '/{vertrag}/bankverbindung/aktuelle': bankverbindung,
  '/{vertrag}/bankverbindung/alle': liste('bankverbindungen', bankverbindung),
  '/anschlussnutzer/aktuelleRechnungsadresse': rechnungsadresse,
  '/anschlussnutzer/rechnungsadressen': liste('rechnungsadressen', rechnungsadresse),
  '/{vertrag}/rechnungsadresse/aktuelle': rechnungsadresse,
  '/{vertrag}/rechnungsadresse/alle': liste('rechnungsadressen', rechnungsadresse),
};

/**
 * The answer of a GET in the contract's types, or undefined when it is not one this layer reads or its shape is
 * not the expected one at all (then the screen's own error handling applies).
 */
export function leseAntwort(pfad: string, json: unknown): unknown {
  const schema = antworten[pfad];
  if (!schema) return undefined;
  aufruf = `GET ${pfad}`;
  // valibot's object schema takes an array as an object; an answer of one entity must be a plain object.
  const keinObjekt = typeof json !== 'object' || json === null || Array.isArray(json);
  const ergebnis = schema.type === 'object' && keinObjekt ? null : v.safeParse(schema, json);
  if (!ergebnis?.success) {
    unlesbar('(Antwort)', typeof json);
    return undefined;
  }
  return ergebnis.output;
}

// ------------------------------------------------------------------------------------------------ shapes

/** "The current …" calls: 404, an empty 200 or `null` mean "there is none", like the contract's 204. */
const aktuelleAufrufe = new Set([
  '/anschlussnutzer/aktuelleRechnungsadresse',
  '/anschlussnutzer/aktuelleBankverbindung',
  '/{vertrag}/bankverbindung/aktuelle',
  '/{vertrag}/rechnungsadresse/aktuelle',
  '/{vertrag}/aktueller_tarif',
]);

/** Calls the contract answers with a bare list: `{ data: [...] }` is read as that list. */
const listenAufrufe = new Set([
  '/anschlussnutzer/rechnungsadressen',
  '/anschlussnutzer/bankverbindungen',
  '/{vertrag}/ablesungen',
  '/{vertrag}/bankverbindung/alle',
  '/{vertrag}/rechnungsadresse/alle',
  '/{vertrag}/verbraeuche',
  '/dokument/alle',
  '/dokument/{vertrag}',
]);

/**
 * Calls the contract answers with the list in an envelope (SPEC §3: the history's `data`, the price series'
 * `preise`, the tariff history's `historie`): a bare list is wrapped.
 */
const huellen: Record<string, string> = {
  '/{vertrag}/historie': 'data',
  '/preiszeitreihe': 'preise',
  '/{vertrag}/tarifhistorie': 'historie',
};

function alsJson(response: Response, body: unknown): Response {
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Response(JSON.stringify(body), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

function istDatenHuelle(value: unknown): value is { data: unknown[] } {
  return typeof value === 'object' && value !== null && Array.isArray((value as { data?: unknown }).data);
}

/**
 * A GET's answer in the contract's shape and types, or undefined to keep it as it came: "none" on the current-…
 * calls, `{ data }` or bare lists, then the values through the schemas.
 */
export async function leseGet(pfad: string, response: Response): Promise<Response | undefined> {
  const aktuelle = aktuelleAufrufe.has(pfad);
  if (aktuelle && response.status === 404) return ohneInhalt(response);
  if (!response.ok) return undefined;
  if (!aktuelle && !listenAufrufe.has(pfad) && !(pfad in huellen) && !(pfad in antworten)) return undefined;
  const body = await lies(response);
  if (aktuelle && (body.leer || ('json' in body && body.json === null))) return ohneInhalt(response);
  aufruf = `GET ${pfad}`;
  // Not JSON at all (an HTML page of a proxy, a bare "OK"): the screen shows its section's load error.
  if (!('json' in body)) {
    if (!(pfad in antworten)) return undefined;
    unlesbar('(Antwort)', body.leer ? '' : body.text.slice(0, 80));
    return unlesbareAntwort(response);
  }
  let { json } = body;
  if (listenAufrufe.has(pfad) && !Array.isArray(json) && istDatenHuelle(json)) json = json.data;
  const huelle = huellen[pfad];
  if (huelle !== undefined && Array.isArray(json)) json = { [huelle]: json };
  const werte = leseAntwort(pfad, json);
  if (werte === undefined && pfad in antworten) return unlesbareAntwort(response);
  return alsJson(response, werte ?? json);
}

/**
 * An answer of the wrong kind altogether becomes a technical error (502): the section shows its SPEC load-error
 * text instead of rendering a shape it cannot, and nothing reaches the error view.
 */
function unlesbareAntwort(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set('content-type', 'text/plain; charset=utf-8');
  headers.delete('content-length');
  return new Response('Die Antwort des Servers ist nicht lesbar.', { status: 502, headers });
}

/** For `pnpm backend-pruefen`: the answer as the portal reads it, and every field it could not read. */
export async function leseGetGeprueft(
  pfad: string,
  response: Response,
): Promise<{ antwort: Response | undefined; unlesbar: string[] }> {
  const unlesbareFelder: string[] = [];
  sammler = unlesbareFelder;
  try {
    return { antwort: await leseGet(pfad, response), unlesbar: unlesbareFelder };
  } finally {
    sammler = null;
  }
}
