import { generatePath } from 'react-router';

/**
 * The typed route registry: every route name of SPEC §2 with its path. `public` routes need no login;
 * `forcedPasswordChange` is the one route allowed in the change-password state.
 */
export const routeTable = {
  start: { path: '/', access: 'auth' },
  anmelden: { path: '/anmelden', access: 'public' },
  passwortVergessen: { path: '/passwort/vergessen', access: 'public' },
  passwortErneuern: { path: '/passwort/erneuern', access: 'public' },
  aenderePasswort: { path: '/aendere/passwort', access: 'forcedPasswordChange' },
  portalGesperrt: { path: '/portal/gesperrt', access: 'public' },
  passwortAendern: { path: '/passwort/aendern', access: 'auth' },
  ablesung: { path: '/ablesung', access: 'auth' },
  vertragAblesung: { path: '/vertrag/:id/ablesung', access: 'auth' },
  vertragAblesungen: { path: '/vertrag/:id/ablesungen', access: 'auth' },
  kontaktEditieren: { path: '/kontakt/editieren', access: 'auth' },
  datenUebersicht: { path: '/daten/uebersicht', access: 'auth' },
  bankverbindungEditieren: { path: '/bankverbindung/editieren', access: 'auth' },
  bankverbindungen: { path: '/bankverbindungen', access: 'auth' },
  vertragBankverbindungen: { path: '/vertrag/:id/bankverbindungen', access: 'auth' },
  vertragBankverbindungEditieren: { path: '/vertrag/:id/bankverbindungen/editieren', access: 'auth' },
  rechnungsadresseEditieren: { path: '/rechnungsadresse/editieren', access: 'auth' },
  rechnungsadressen: { path: '/rechnungsadressen', access: 'auth' },
  vertragRechnungsadressen: { path: '/vertrag/:id/rechnungsadressen', access: 'auth' },
  vertragRechnungsadresseEditieren: { path: '/vertrag/:id/rechnungsadresse/editieren', access: 'auth' },
  dokumente: { path: '/dokumente', access: 'auth' },
  vertraege: { path: '/vertraege', access: 'auth' },
  vertragDetail: { path: '/vertrag/:id/detail', access: 'auth' },
  vertragKuendigen: { path: '/vertrag/:id/kuendigen', access: 'auth' },
  vertragTarifhistorie: { path: '/vertrag/:id/tarifhistorie', access: 'auth' },
  vertragPreiszeitreihe: { path: '/vertrag/:id/preiszeitreihe', access: 'auth' },
  vertragVerbrauch: { path: '/vertrag/:id/verbrauch', access: 'auth' },
  vertragVerbrauchshistorie: { path: '/vertrag/:id/verbrauchshistorie', access: 'auth' },
  kontaktanfrage: { path: '/kontaktanfrage', access: 'auth' },
  kontaktanfrageOk: { path: '/kontaktanfrageOk', access: 'auth' },
  // BFSG: the accessibility statement must be reachable for everyone, signed in or not.
  barrierefreiheit: { path: '/barrierefreiheit', access: 'any' },
  // § 312k BGB: the cancellation button's confirmation page, without signing in and signed in alike.
  kuendigung: { path: '/kuendigung', access: 'any' },
} as const satisfies Record<string, { path: string; access: RouteAccess }>;

export type RouteAccess = 'auth' | 'public' | 'forcedPasswordChange' | 'any';
export type RouteName = keyof typeof routeTable;

type PathOf<N extends RouteName> = (typeof routeTable)[N]['path'];
type ParamsOf<P extends string> = P extends `${string}:id${string}` ? [params: { id: string }] : [];

/** `href('vertragDetail', { id: '3000101' })` → '/vertrag/3000101/detail'. */
export function href<N extends RouteName>(name: N, ...params: ParamsOf<PathOf<N>>): string {
  return generatePath(routeTable[name].path, params[0] ?? {});
}

/** A path of the app as the browser sees it, under the basename (baseUrlRouting): '/anmelden' → '/kundenportal/anmelden'. */
export function browserPath(path: string, basename: string): string {
  return `${basename.replace(/\/+$/, '')}${path}`;
}

/**
 * A browser path as the app sees it, without the basename (baseUrlRouting): '/kundenportal/vertraege' under
 * '/kundenportal/' → '/vertraege'. A path outside the basename stays as it is.
 */
export function appPath(pathname: string, basename: string): string {
  const base = basename.replace(/\/+$/, '');
  if (base === '') return pathname;
  if (pathname === base) return '/';
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
}

/**
 * Pages written as HTML at build time (issue 17): public, without path parameters, and rendering the same for
 * everyone, on every day and with any query (the portal hydrates them whatever the query). Not /kuendigung and
 * /barrierefreiheit (they show dates), not /passwort/erneuern (it reads its token from the query).
 */
export const vorgerenderteRouten = [
  'anmelden',
  'passwortVergessen',
  'portalGesperrt',
] as const satisfies readonly RouteName[];

/** Pages before or instead of a session, where the navigation bar is not shown (SPEC §2). */
export const loginLikeRoutes: readonly RouteName[] = [
  'anmelden',
  'passwortVergessen',
  'passwortErneuern',
  'aenderePasswort',
  'portalGesperrt',
];

/** Only a path inside the portal may be a return target; anything else ('//host', 'https:…') goes home. */
export function safeReturnPath(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : null;
}
