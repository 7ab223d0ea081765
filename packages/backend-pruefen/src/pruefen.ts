// The backend check for a supplier's IT (issue 13, docs/backend-pruefen.md): signs in against any backend, calls
// every read operation of the contract (writes only when asked), and says per call whether it was reached, which
// status came, whether the answer has the form SPEC and the contract expect, and what the portal will make of it.
import { leseGetGeprueft } from '@ekp/api-client/lesen';
import type { ContractValidator } from '@ekp/demo-api/vertrag';
import { contractValidator } from '@ekp/demo-api/vertrag';

import type { RoheAntwort } from './http.ts';
import { alsResponse, inhalt, sende } from './http.ts';

/** What the portal makes of an answer. */
export type Urteil = 'ok' | 'toleriert' | 'kaputt';

export interface Ergebnis {
  operationId: string;
  /** Method and path as sent, e.g. `GET /3000102/aktueller_tarif`. */
  aufruf: string;
  erreicht: boolean;
  status: number | null;
  /** The answer as it came has the contract's form (SPEC where SPEC states one). */
  formWieVertrag: boolean | null;
  urteil: Urteil;
  /** Why: the contract's complaints, unreadable fields with their path, the server's message. */
  hinweise: string[];
}

export interface PruefOptionen {
  /** The API base, e.g. `https://kundenportal.example.de/api`. */
  basisUrl: string;
  kundennummer: string;
  passwort: string;
  /** Also the write calls that change data (contact data, contact request): only against a test account. */
  schreiben?: boolean;
  /** Default: the repository's contract. */
  vertrag?: ContractValidator;
  /** Per call; default 15 s. */
  timeoutMs?: number;
}

export interface Bericht {
  ergebnisse: Ergebnis[];
  /** Calls whose answer the portal cannot use, or that were not reached. */
  kaputt: number;
}

/** A test IBAN (Deutsche Kreditbank Berlin), valid by checksum; no account behind it is touched. */
const PRUEF_IBAN = 'DE02120300000000202051';

/** "The current …" calls: "none" is a normal answer (204, or 404 / empty / null, which the portal reads alike). */
const AKTUELLE = new Set([
  'getAktuelleRechnungsadresse',
  'getAktuelleBankverbindung',
  'getVertragAktuelleRechnungsadresse',
  'getVertragAktuelleBankverbindung',
  'getAktuellerTarif',
]);

interface Sitzung {
  token: string;
  kundennummer: string;
}

function berlinerTag(ms: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(ms);
}

/** The validator's complaint without its JSON detail: `getVertrag 200: Body data/id must be string`. */
function kurz(fehler: string[]): string[] {
  return fehler.map((f) => f.split(' – {')[0] ?? f);
}

function alsText(wert: unknown): string {
  return typeof wert === 'string' ? wert : JSON.stringify(wert);
}

/** The server's own words in an error answer: text, or message / meldung / hinweis / fehler. */
function servermeldung(body: unknown): string | null {
  if (typeof body === 'string') return body.slice(0, 200);
  if (typeof body !== 'object' || body === null) return null;
  for (const feld of ['message', 'meldung', 'hinweis', 'fehler']) {
    const wert = (body as Record<string, unknown>)[feld];
    if (typeof wert === 'string' && wert !== '') return wert;
  }
  return null;
}

export async function pruefeBackend(optionen: PruefOptionen): Promise<Bericht> {
  const vertrag = optionen.vertrag ?? contractValidator();
  const basis = optionen.basisUrl.replace(/\/+$/, '');
  const ergebnisse: Ergebnis[] = [];

  const url = (pfad: string, query?: URLSearchParams) => {
    const ziel = new URL(`${basis}${pfad}`);
    if (query) ziel.search = query.toString();
    return ziel;
  };

  async function rufe(
    method: string,
    pfad: string,
    headers: Record<string, string>,
    query?: URLSearchParams,
    body?: unknown,
  ): Promise<RoheAntwort | Error> {
    try {
      return await sende(url(pfad, query), {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        ...(optionen.timeoutMs === undefined ? {} : { timeoutMs: optionen.timeoutMs }),
      });
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  }

  function nichtErreicht(operationId: string, aufruf: string, error: Error): Ergebnis {
    const ursache = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return {
      operationId,
      aufruf,
      erreicht: false,
      status: null,
      formWieVertrag: null,
      urteil: 'kaputt',
      hinweise: [`nicht erreicht (${error.message}${ursache})`],
    };
  }

  // ------------------------------------------------------------------------------------------ sign-in
  const anmeldung = await rufe('POST', '/anschlussnutzer/login', {
    kundennummer: optionen.kundennummer,
    passwort: optionen.passwort,
  });
  const loginAufruf = 'POST /anschlussnutzer/login';
  if (anmeldung instanceof Error) {
    ergebnisse.push(nichtErreicht('login', loginAufruf, anmeldung));
    return abschluss(ergebnisse);
  }
  const loginForm = vertrag.validateResponse('login', anmeldung.status, anmeldung.headers, inhalt(anmeldung));
  const token = anmeldung.headers.token ?? '';
  const loginErgebnis: Ergebnis = {
    operationId: 'login',
    aufruf: loginAufruf,
    erreicht: true,
    status: anmeldung.status,
    formWieVertrag: loginForm.valid,
    urteil: 'ok',
    hinweise: loginForm.valid ? [] : kurz(loginForm.errors),
  };
  ergebnisse.push(loginErgebnis);
  const abbruch = {
    700: 'Für diesen Zugang muss erst das Passwort geändert werden (700). Bitte im Portal ändern oder einen anderen Testzugang nehmen.',
    702: 'Dieser Zugang hat keinen Zugang zum Kundenportal (702).',
  }[anmeldung.status];
  if (abbruch !== undefined || anmeldung.status !== 200 || token === '') {
    loginErgebnis.urteil = 'kaputt';
    loginErgebnis.hinweise.unshift(
      abbruch ??
        (anmeldung.status === 200
          ? 'Die Anmeldung liefert keinen Header token (SPEC §7); ohne ihn ruft das Portal nichts weiter auf.'
          : `Anmeldung abgelehnt: ${servermeldung(inhalt(anmeldung)) ?? `Status ${anmeldung.status}`}`),
    );
    return abschluss(ergebnisse);
  }
  if (anmeldung.headers.ttl === undefined) {
    loginErgebnis.urteil = 'kaputt';
    loginErgebnis.hinweise.unshift(
      'Kein Header ttl: das Portal kennt die Dauer der Sitzung nicht (SPEC §7).',
    );
  }
  const sitzung: Sitzung = { token, kundennummer: optionen.kundennummer };

  // ------------------------------------------------------------------------------------------ reads
  /** One GET, judged; returns the answer as the portal reads it (or null when there is nothing to read). */
  async function lese(
    operationId: string,
    vorlage: string,
    werte: Record<string, string> = {},
    query?: URLSearchParams,
  ): Promise<unknown> {
    const pfad = vorlage.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(werte[name] ?? ''));
    const aufruf = `GET ${pfad}${query ? '?…' : ''}`;
    const antwort = await rufe(
      'GET',
      pfad,
      { token: sitzung.token, kundennummer: sitzung.kundennummer },
      query,
    );
    if (antwort instanceof Error) {
      ergebnisse.push(nichtErreicht(operationId, aufruf, antwort));
      return null;
    }
    const { ergebnis, gelesen } = await beurteile(operationId, vorlage, antwort);
    const abfrage = query ? [`Query: ${decodeURIComponent(query.toString())}`] : [];
    ergebnisse.push({ ...ergebnis, aufruf, hinweise: [...abfrage, ...ergebnis.hinweise] });
    return gelesen;
  }

  async function beurteile(
    operationId: string,
    vorlage: string,
    antwort: RoheAntwort,
  ): Promise<{ ergebnis: Omit<Ergebnis, 'aufruf'>; gelesen: unknown }> {
    const body = inhalt(antwort);
    const form = vertrag.validateResponse(operationId, antwort.status, antwort.headers, body);
    const basisErgebnis = { operationId, erreicht: true, status: antwort.status, formWieVertrag: form.valid };
    const kaputt = (...hinweise: string[]) => ({
      ergebnis: { ...basisErgebnis, urteil: 'kaputt' as const, hinweise },
      gelesen: null,
    });
    if (antwort.status === 401)
      return kaputt('Die Sitzung wurde nicht angenommen (Header token und kundennummer).');
    if (antwort.status === 404 && operationId === 'getZaehler')
      return {
        ergebnis: { ...basisErgebnis, urteil: 'ok', hinweise: ['kein Zähler zu diesem Vertrag'] },
        gelesen: null,
      };
    const keine = AKTUELLE.has(operationId) && antwort.status === 404;
    if (antwort.status >= 400 && !keine) {
      const meldung = servermeldung(body);
      return kaputt(`Fehlerantwort ${antwort.status}${meldung === null ? '' : `: ${meldung}`}`);
    }
    const response = alsResponse(antwort);
    if (response === null) return kaputt(`Status ${antwort.status} kann ein Browser nicht lesen.`);

    const { antwort: umgeformt, unlesbar } = await leseGetGeprueft(vorlage, response);
    const gelesen = umgeformt ?? alsResponse(antwort);
    const gelesenerBody = gelesen === null || gelesen.status === 204 ? undefined : inhalt(await roh(gelesen));
    const nachLesen = vertrag.validateResponse(
      operationId,
      gelesen?.status ?? antwort.status,
      antwort.headers,
      gelesenerBody,
    );
    const ttlFehlt = antwort.headers.ttl === undefined;
    const ttlHinweis = 'Kein Header ttl: die Sitzung verlängert sich mit diesem Aufruf nicht (SPEC §7).';
    if (gelesen !== null && gelesen.status >= 500)
      return kaputt(
        `Das Portal zeigt statt der Daten den Ladefehler des Abschnitts: die Antwort ist nicht lesbar (${alsText(body ?? 'leer').slice(0, 80)}).`,
      );
    if (unlesbar.length > 0) return kaputt(...unlesbar.map((feld) => `Das Portal zeigt „–“: ${feld}`));
    if (!nachLesen.valid) return kaputt(...kurz(nachLesen.errors.filter((f) => !f.includes('Header ttl'))));
    const keineHinweis = gelesen?.status === 204 ? ['keine vorhanden'] : [];
    if (form.valid && !ttlFehlt)
      return { ergebnis: { ...basisErgebnis, urteil: 'ok', hinweise: keineHinweis }, gelesen: gelesenerBody };
    return {
      ergebnis: {
        ...basisErgebnis,
        urteil: 'toleriert',
        hinweise: [
          ...(ttlFehlt ? [ttlHinweis] : []),
          ...keineHinweis,
          ...kurz(form.errors.filter((f) => !f.includes('Header ttl'))).slice(0, 5),
        ],
      },
      gelesen: gelesenerBody,
    };
  }

  const kunde = (await lese('getAnschlussnutzer', '/anschlussnutzer')) as {
    vertraege?: string[];
    email?: string | null;
    mobil?: string | null;
    festnetz?: string | null;
    fax?: string | null;
  } | null;
  const vertraege = kunde?.vertraege ?? [];

  await lese('getAktuelleRechnungsadresse', '/anschlussnutzer/aktuelleRechnungsadresse');
  await lese('getRechnungsadressen', '/anschlussnutzer/rechnungsadressen');
  await lese('getAktuelleBankverbindung', '/anschlussnutzer/aktuelleBankverbindung');
  await lese('getBankverbindungen', '/anschlussnutzer/bankverbindungen');
  await lese('ibanPruefen', '/bankverbindung/pruefe', {}, new URLSearchParams({ iban: PRUEF_IBAN }));
  const dokumente = (await lese('getDokumente', '/dokument/alle')) as { id?: string }[] | null;

  const jetzt = Date.now();
  const stunde = 3_600_000;
  const zeitraum = new URLSearchParams({
    von: new Date(Math.floor(jetzt / stunde) * stunde - 24 * stunde).toISOString(),
    bis: new Date(Math.floor(jetzt / stunde) * stunde + stunde).toISOString(),
  });
  await lese('getPreiszeitreihe', '/preiszeitreihe', {}, zeitraum);

  for (const id of vertraege) {
    const werte = { vertrag: id };
    await lese('getVertrag', '/{vertrag}', werte);
    const tarif = (await lese('getAktuellerTarif', '/{vertrag}/aktueller_tarif', werte)) as {
      istDynamisch?: boolean | null;
      tariftyp?: string | null;
    } | null;
    await lese('getTarifhistorie', '/{vertrag}/tarifhistorie', werte);
    const zaehler = (await lese('getZaehler', '/{vertrag}/zaehler', werte)) as {
      nummer?: string | null;
      kanaele?: { obiskennzahl?: string | null }[];
    } | null;
    const ablesungen = (await lese('getAblesungen', '/{vertrag}/ablesungen', werte)) as
      { ablesedatum?: string | null; ablesewerte?: Record<string, { ablesewert?: number | null }> }[] | null;
    if (zaehler?.nummer && zaehler.kanaele && zaehler.kanaele.length > 0) {
      const letzte = [...(ablesungen ?? [])].sort((a, b) =>
        (b.ablesedatum ?? '').localeCompare(a.ablesedatum ?? ''),
      )[0];
      const query = new URLSearchParams({ ablesedatum: berlinerTag(jetzt), zaehlernummer: zaehler.nummer });
      for (const kanal of zaehler.kanaele) {
        if (!kanal.obiskennzahl) continue;
        const wert = letzte?.ablesewerte?.[kanal.obiskennzahl]?.ablesewert ?? 0;
        query.append(`ablesewerte[${kanal.obiskennzahl}]`, String(wert));
      }
      await lese('ablesungPlausibilisieren', '/{vertrag}/ablesungen/plausibilisiere', werte, query);
    }
    await lese('getVerbraeuche', '/{vertrag}/verbraeuche', werte);
    if (tarif?.istDynamisch === true || tarif?.tariftyp === 'DYNAMISCHER_PREIS') {
      await lese(
        'getVerbrauchshistorie',
        '/{vertrag}/historie',
        werte,
        new URLSearchParams({ ...Object.fromEntries(zeitraum), interval: 'STUENDLICH' }),
      );
    }
    await lese('getVertragRechnungsadressen', '/{vertrag}/rechnungsadresse/alle', werte);
    await lese('getVertragAktuelleRechnungsadresse', '/{vertrag}/rechnungsadresse/aktuelle', werte);
    await lese('getVertragBankverbindungen', '/{vertrag}/bankverbindung/alle', werte);
    await lese('getVertragAktuelleBankverbindung', '/{vertrag}/bankverbindung/aktuelle', werte);
    await lese('getVertragDokumente', '/dokument/{vertrag}', werte);
  }

  const erstesDokument = dokumente?.find((d) => typeof d.id === 'string');
  if (erstesDokument?.id) await ladeDokument(erstesDokument.id);

  await erneuereToken();
  if (optionen.schreiben) await schreibe(kunde);
  await schreibeEinfach('logout', 'DELETE', '/anschlussnutzer/logout');
  return abschluss(ergebnisse);

  // ------------------------------------------------------------------------------------------ the rest
  async function ladeDokument(id: string) {
    const pfad = `/dokument/daten/${encodeURIComponent(id)}`;
    const antwort = await rufe('GET', pfad, { token: sitzung.token, kundennummer: sitzung.kundennummer });
    if (antwort instanceof Error) {
      ergebnisse.push(nichtErreicht('dokumentHerunterladen', `GET ${pfad}`, antwort));
      return;
    }
    const art = antwort.headers['content-type'] ?? '';
    const ok = antwort.status === 200 && antwort.body.byteLength > 0;
    ergebnisse.push({
      operationId: 'dokumentHerunterladen',
      aufruf: `GET ${pfad}`,
      erreicht: true,
      status: antwort.status,
      formWieVertrag: ok && /pdf|octet-stream/.test(art),
      urteil: ok ? 'ok' : 'kaputt',
      hinweise: ok
        ? [`${art || 'ohne content-type'}, ${antwort.body.byteLength} Bytes`]
        : ['kein Dokument geliefert'],
    });
  }

  /** SPEC §7: the session is "renewed from ttl header and response data"; the portal takes the token from either. */
  async function erneuereToken() {
    const aufruf = 'GET /token/refresh';
    const antwort = await rufe('GET', '/token/refresh', {
      token: sitzung.token,
      kundennummer: sitzung.kundennummer,
    });
    if (antwort instanceof Error) {
      ergebnisse.push(nichtErreicht('tokenErneuern', aufruf, antwort));
      return;
    }
    const body = inhalt(antwort);
    const form = vertrag.validateResponse('tokenErneuern', antwort.status, antwort.headers, body);
    const ausDaten =
      typeof body === 'object' && body !== null && typeof (body as { token?: unknown }).token === 'string'
        ? (body as { token: string }).token
        : undefined;
    const neu = antwort.headers.token ?? ausDaten;
    const gut = antwort.status === 200 && antwort.headers.ttl !== undefined;
    ergebnisse.push({
      operationId: 'tokenErneuern',
      aufruf,
      erreicht: true,
      status: antwort.status,
      formWieVertrag: form.valid,
      urteil: gut ? (form.valid ? 'ok' : 'toleriert') : 'kaputt',
      hinweise: [
        ...(gut ? [] : ['Die Erneuerung braucht Status 200 und den Header ttl (SPEC §7).']),
        neu === undefined ? 'kein neues Token: das bisherige bleibt gültig' : 'neues Token übernommen',
        ...(form.valid ? [] : kurz(form.errors).slice(0, 3)),
      ],
    });
    if (neu) sitzung.token = neu;
  }

  async function schreibe(daten: typeof kunde) {
    // The customer's own contact data sent back unchanged: the call is exercised, nothing changes.
    await schreibeEinfach('kontaktdatenAktualisieren', 'PUT', '/anschlussnutzer/kontaktdatenAktualisieren', {
      email: daten?.email ?? '',
      mobil: daten?.mobil ?? '',
      festnetz: daten?.festnetz ?? '',
      fax: daten?.fax ?? '',
    });
    await schreibeEinfach('kontaktanfrageSenden', 'POST', '/anschlussnutzer/kontaktanfrage', {
      betreff: 'Sonstiges',
      text: 'Prüfung der Anbindung an das Kundenportal (pnpm backend-pruefen). Bitte ignorieren.',
    });
  }

  /** A write: any 2xx is a success for the portal, whatever the body (SPEC leaves write answers open). */
  async function schreibeEinfach(operationId: string, method: string, pfad: string, body?: unknown) {
    const aufruf = `${method} ${pfad}`;
    const antwort = await rufe(
      method,
      pfad,
      { token: sitzung.token, kundennummer: sitzung.kundennummer },
      undefined,
      body,
    );
    if (antwort instanceof Error) {
      ergebnisse.push(nichtErreicht(operationId, aufruf, antwort));
      return;
    }
    const inhaltDerAntwort = inhalt(antwort);
    const form = vertrag.validateResponse(operationId, antwort.status, antwort.headers, inhaltDerAntwort);
    const erfolg = antwort.status >= 200 && antwort.status < 300;
    const meldung = servermeldung(inhaltDerAntwort);
    ergebnisse.push({
      operationId,
      aufruf,
      erreicht: true,
      status: antwort.status,
      formWieVertrag: form.valid,
      urteil: erfolg ? (form.valid ? 'ok' : 'toleriert') : 'kaputt',
      hinweise: erfolg
        ? form.valid
          ? []
          : [
              `Erfolg (jede 2xx-Antwort gilt als Erfolg), Antwort: ${alsText(inhaltDerAntwort ?? 'leer').slice(0, 80)}`,
            ]
        : [`Fehlerantwort ${antwort.status}${meldung === null ? '' : `: ${meldung}`}`],
    });
  }
}

async function roh(response: Response): Promise<RoheAntwort> {
  const headers: Record<string, string> = {};
  response.headers.forEach((wert, name) => {
    headers[name] = wert;
  });
  return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) };
}

function abschluss(ergebnisse: Ergebnis[]): Bericht {
  return { ergebnisse, kaputt: ergebnisse.filter((e) => e.urteil === 'kaputt').length };
}
