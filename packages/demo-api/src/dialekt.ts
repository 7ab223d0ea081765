// The dialects the demo backend answers in (issue 13). A supplier's backend is only described by SPEC §3/§7/§8, so
// the portal must work with more than the demo's own answers: `spec` sends only what SPEC names, `variant` sends
// the plausible variations the portal's tolerant reader promises to read (docs/spec-und-vertrag.md).
import type { DemoResponse } from './core-types.ts';
import { json, text } from './core-types.ts';

export const PROFILE = ['standard', 'spec', 'variant'] as const;
export type Profil = (typeof PROFILE)[number];

/** Request header that picks the dialect of one answer (the e2e helpers that check what was stored use it). */
export const PROFIL_HEADER = 'demo-profil';

export function istProfil(wert: unknown): wert is Profil {
  return typeof wert === 'string' && (PROFILE as readonly string[]).includes(wert);
}

/**
 * Not the supplier's backend (the holiday service), not JSON (the document download), or an extension beyond SPEC
 * (the cancellation button): a supplier builds that one from our contract, so SPEC's silence allows no variants.
 */
const OHNE_DIALEKT = new Set(['getFeiertage', 'dokumentHerunterladen', 'kuendigungErklaeren']);

/** Calls whose answer the portal needs as the contract has it, in every dialect: the session's start. */
const SITZUNGSBEGINN = new Set(['login', 'passwortAendern']);

/** Every field name SPEC §3 gives (and the envelopes §3 names: data, preise, historie), plus the access level. */
const SPEC_FELDER = new Set([
  // Anschlussnutzer
  'kundennummer', 'anrede', 'titel', 'vorname', 'nachname', 'firma', 'geburtsdatum', 'email', 'festnetz', 'mobil',
  'fax', 'vertraege',
  // Zähler, Ablesung
  'nummer', 'kanaele', 'obiskennzahl', 'vorkommastellen', 'nachkommastellen', 'ablesedatum', 'ablesewerte',
  'zaehlernummer', 'foto', 'ablesewert', 'ablesegrund', 'erfassungshinweis', 'ermittlungsart', 'ableseart',
  // Bankverbindung, IBAN-Prüfung
  'bankverbindungId', 'kontoinhaber', 'iban', 'bic', 'bankname', 'blz', 'kontonummer', 'gueltigVon', 'gueltigBis',
  'lastschrifteinzugErlaubt', 'mandatsreferenz', 'valide', 'ibanAbleitbar',
  // Rechnungsadresse
  'id', 'co', 'strasse', 'hausnummer', 'postfach', 'postleitzahl', 'ort', 'land',
  // Dokument
  'dateiname', 'kategorie', 'beschreibung', 'vertragId', 'erstellzeitpunkt',
  // Vertrag (SPEC §3 "Access level: voll, eingeschränkt", §6)
  'status', 'versorgungsart', 'anmeldungsart', 'kundenArt', 'lieferbeginn', 'gewuenschterLieferbeginn', 'lieferende',
  'gewuenschtesLieferende', 'storniert', 'plz', 'zugriffsstufe',
  // Tarif, Tarifhistorie, Preiszeitreihe
  'name', 'tariftyp', 'preisgarantietyp', 'grundpreis', 'arbeitspreis', 'arbeitspreisNT', 'anteilNt', 'istDynamisch',
  'durchschnittlicherArbeitspreisVormonat', 'durchschnittlicherArbeitspreisGesamt', 'historie', 'preise', 'von',
  'preis',
  // Verbrauch, Verbrauchshistorie
  'bis', 'summe', 'summeJahr', 'prognose', 'proKanal', 'verbrauch', 'kosten', 'data',
  // Validierungsfeedback, Token erneuern
  'typ', 'nachricht', 'token',
]); // prettier-ignore

/** `spec`: only SPEC's field names, and a value SPEC has no word for (null) is left out, as a plain backend would. */
function nurSpec(wert: unknown, schluessel?: string): unknown {
  if (Array.isArray(wert)) return wert.map((eintrag) => nurSpec(eintrag));
  if (typeof wert !== 'object' || wert === null) return wert;
  // The keys of `ablesewerte` are OBIS codes, not field names.
  const eintraege = Object.entries(wert).filter(
    ([feld, inhalt]) => inhalt !== null && (schluessel === 'ablesewerte' || SPEC_FELDER.has(feld)),
  );
  return Object.fromEntries(eintraege.map(([feld, inhalt]) => [feld, nurSpec(inhalt, feld)]));
}

const ID_FELDER = new Set(['id', 'bankverbindungId', 'vertragId', 'kundennummer']);
const TAG = /^\d{4}-\d{2}-\d{2}$/;

const offset = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', timeZoneName: 'longOffset' });

/**
 * The start of a Berlin day as a UTC timestamp. Intl knows the historical rules (no summer time in 1978, when a
 * Geburtsdatum may lie); 00:00 UTC is still on the offset of Berlin's midnight, also on the switching days.
 */
function berlinerMitternacht(tag: string): string {
  const teil = offset.formatToParts(Date.parse(`${tag}T00:00:00Z`)).find((t) => t.type === 'timeZoneName');
  const versatz = teil?.value.replace('GMT', '') || '+00:00';
  return new Date(Date.parse(`${tag}T00:00:00${versatz}`)).toISOString();
}

/**
 * `variant`: numbers as text with a decimal comma, booleans as "true"/"false", days as timestamps (the Berlin
 * midnight in UTC, so the day differs from the UTC date), ids and contract lists as numbers.
 */
function abgewandelt(wert: unknown, feld?: string): unknown {
  if (Array.isArray(wert))
    return wert.map((eintrag) => abgewandelt(eintrag, feld === 'vertraege' ? 'id' : undefined));
  if (typeof wert === 'number') return String(wert).replace('.', ',');
  if (typeof wert === 'boolean') return String(wert);
  if (typeof wert === 'string') {
    if (feld !== undefined && ID_FELDER.has(feld) && /^[1-9]\d{0,14}$/.test(wert)) return Number(wert);
    if (TAG.test(wert)) return berlinerMitternacht(wert);
    return wert;
  }
  if (typeof wert !== 'object' || wert === null) return wert;
  return Object.fromEntries(Object.entries(wert).map(([f, inhalt]) => [f, abgewandelt(inhalt, f)]));
}

/** `{ data: [...] }` where the contract has a list, the bare list where it has `{ data }`, `{ preise }`, `{ historie }`. */
function andereHuelle(body: unknown): unknown {
  if (Array.isArray(body)) return { data: body };
  if (typeof body !== 'object' || body === null) return body;
  const eintraege = Object.entries(body);
  const [huelle, liste] = eintraege[0] ?? [];
  const istHuelle = eintraege.length === 1 && ['data', 'preise', 'historie'].includes(huelle ?? '');
  return istHuelle && Array.isArray(liste) ? liste : body;
}

function variante(operationId: string, method: string, response: DemoResponse): DemoResponse {
  const { status, headers, body } = response;
  if (method !== 'GET') {
    if (status >= 200 && status < 300 && !SITZUNGSBEGINN.has(operationId)) return text(200, 'OK', headers);
    return response;
  }
  // "There is none" as 404 instead of 204.
  if (status === 204) return text(404, 'Keine aktuelle Angabe vorhanden.', headers);
  if (status >= 400 && typeof body === 'object' && body !== null && 'message' in body) {
    const { message, ...rest } = body as Record<string, unknown>;
    return { ...response, body: { meldung: message, ...rest } };
  }
  if (status !== 200 || !(headers['content-type'] ?? '').includes('json')) return response;
  if (operationId === 'tokenErneuern') {
    // The new token only in the answer's data (SPEC §7 "renewed from ttl header and response data").
    return {
      ...response,
      headers: Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'token')),
    };
  }
  return json(200, andereHuelle(abgewandelt(body)), headers);
}

/** The answer in the profile's dialect; `standard` is the contract's own form. */
export function imDialekt(
  profil: Profil,
  operationId: string,
  method: string,
  response: DemoResponse,
): DemoResponse {
  if (profil === 'standard' || OHNE_DIALEKT.has(operationId)) return response;
  if (profil === 'variant') return variante(operationId, method, response);
  const isJson = (response.headers['content-type'] ?? '').includes('json');
  if (response.status >= 300 || !isJson) return response;
  return { ...response, body: nurSpec(response.body) };
}
