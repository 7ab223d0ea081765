// Method + path template → operationId, the same pairs as openapi/kundenportal.yaml (a test checks both ways).
// Static paths come before `/{vertrag}` templates so `/anschlussnutzer` is never read as a contract id.

export interface RouteDef {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Needs headers token + kundennummer of a live session. */
  auth: boolean;
}

const r = (method: RouteDef['method'], path: string, operationId: string, auth = true): RouteDef => ({
  method,
  path,
  operationId,
  auth,
});

export const ROUTES: RouteDef[] = [
  r('POST', '/anschlussnutzer/login', 'login', false),
  r('DELETE', '/anschlussnutzer/logout', 'logout', false),
  r('POST', '/anschlussnutzer/passwort_reset', 'passwortZuruecksetzen', false),
  r('POST', '/anschlussnutzer/passwort_reset_abschluss', 'passwortZuruecksetzenAbschliessen', false),
  // Checks its own credentials: in the forced-change state the portal sends an empty token.
  r('PUT', '/anschlussnutzer/passwort_aendern', 'passwortAendern', false),
  r('GET', '/anschlussnutzer', 'getAnschlussnutzer'),
  r('PUT', '/anschlussnutzer/kontaktdatenAktualisieren', 'kontaktdatenAktualisieren'),
  r('POST', '/anschlussnutzer/kontaktanfrage', 'kontaktanfrageSenden'),
  r('GET', '/anschlussnutzer/aktuelleRechnungsadresse', 'getAktuelleRechnungsadresse'),
  r('GET', '/anschlussnutzer/rechnungsadressen', 'getRechnungsadressen'),
  r('POST', '/anschlussnutzer/rechnungsadresseAnlegen', 'rechnungsadresseAnlegen'),
  r('GET', '/anschlussnutzer/aktuelleBankverbindung', 'getAktuelleBankverbindung'),
  r('GET', '/anschlussnutzer/bankverbindungen', 'getBankverbindungen'),
  r('POST', '/anschlussnutzer/bankverbindungAnlegen', 'bankverbindungAnlegen'),
  r('GET', '/token/refresh', 'tokenErneuern'),
  r('GET', '/bankverbindung/pruefe', 'ibanPruefen'),
  r('GET', '/dokument/alle', 'getDokumente'),
  r('GET', '/dokument/daten/{id}', 'dokumentHerunterladen'),
  r('GET', '/dokument/{vertrag}', 'getVertragDokumente'),
  r('GET', '/feiertage', 'getFeiertage', false),
  r('POST', '/kuendigung', 'kuendigungErklaeren', false),
  r('GET', '/preiszeitreihe', 'getPreiszeitreihe'),
  r('GET', '/{vertrag}', 'getVertrag'),
  r('GET', '/{vertrag}/ablesungen', 'getAblesungen'),
  r('POST', '/{vertrag}/ablesungen', 'ablesungAnlegen'),
  r('GET', '/{vertrag}/ablesungen/plausibilisiere', 'ablesungPlausibilisieren'),
  r('GET', '/{vertrag}/zaehler', 'getZaehler'),
  r('GET', '/{vertrag}/bankverbindung/alle', 'getVertragBankverbindungen'),
  r('GET', '/{vertrag}/bankverbindung/aktuelle', 'getVertragAktuelleBankverbindung'),
  r('POST', '/{vertrag}/bankverbindung/anlegen', 'vertragBankverbindungAnlegen'),
  r('DELETE', '/{vertrag}/bankverbindung/loeschen/{id}', 'vertragBankverbindungLoeschen'),
  r('DELETE', '/{vertrag}/bankverbindung/beenden/{id}', 'vertragBankverbindungBeenden'),
  r('GET', '/{vertrag}/rechnungsadresse/alle', 'getVertragRechnungsadressen'),
  r('GET', '/{vertrag}/rechnungsadresse/aktuelle', 'getVertragAktuelleRechnungsadresse'),
  r('POST', '/{vertrag}/rechnungsadresse/anlegen', 'vertragRechnungsadresseAnlegen'),
  r('DELETE', '/{vertrag}/rechnungsadresse/loeschen/{id}', 'vertragRechnungsadresseLoeschen'),
  r('DELETE', '/{vertrag}/rechnungsadresse/beenden/{id}', 'vertragRechnungsadresseBeenden'),
  r('GET', '/{vertrag}/verbraeuche', 'getVerbraeuche'),
  r('GET', '/{vertrag}/historie', 'getVerbrauchshistorie'),
  r('POST', '/{vertrag}/kuendigen', 'vertragKuendigen'),
  r('GET', '/{vertrag}/aktueller_tarif', 'getAktuellerTarif'),
  r('GET', '/{vertrag}/tarifhistorie', 'getTarifhistorie'),
];

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

const compiled = ROUTES.map((route) => {
  const names: string[] = [];
  const source = route.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { route, names, regex: new RegExp(`^${source}/?$`) };
});

export type MatchResult =
  { kind: 'match'; match: RouteMatch } | { kind: 'method-not-allowed'; allowed: string[] } | { kind: 'none' };

export function matchRoute(method: string, path: string): MatchResult {
  const allowed: string[] = [];
  for (const { route, names, regex } of compiled) {
    const m = regex.exec(path);
    if (!m) continue;
    if (route.method !== method.toUpperCase()) {
      allowed.push(route.method);
      continue;
    }
    const params: Record<string, string> = {};
    names.forEach((name, i) => {
      params[name] = decodeURIComponent(m[i + 1] ?? '');
    });
    return { kind: 'match', match: { route, params } };
  }
  return allowed.length > 0 ? { kind: 'method-not-allowed', allowed } : { kind: 'none' };
}
