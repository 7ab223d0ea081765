/**
 * Session rules of SPEC §3/§4: the stored session, its derived states and how calls change it.
 * Pure functions; the session store applies them and persists the result under SESSION_SPEICHER_SCHLUESSEL.
 */

export interface Session {
  kundennummer: string;
  /** Empty string means the change-password state. */
  token: string;
  /** ISO 8601 expiry timestamp. */
  ablaufdatum: string;
}

/** Local storage key of the session (SPEC §3, §9). */
export const SESSION_SPEICHER_SCHLUESSEL = 'ekp-token';

/** Lifetime of the change-password session after login status 700 (SPEC §4, §9). */
export const PASSWORT_AENDERN_TTL_SEKUNDEN = 300;

/**
 * SPEC §2: the portal-disabled flag exists but is never set to true anywhere in the product. Kept as a constant so
 * the guard's first rule stays visible and testable.
 */
export const PORTAL_GESPERRT = false;

export function isPortalDisabled(): boolean {
  return PORTAL_GESPERRT;
}

function ablaufMs(session: Session): number {
  return Date.parse(session.ablaufdatum);
}

function nichtAbgelaufen(session: Session, now: Date): boolean {
  const ablauf = ablaufMs(session);
  return !Number.isNaN(ablauf) && ablauf > now.getTime();
}

/** Logged in: token non-empty and expiry in the future. */
export function isLoggedIn(session: Session | null | undefined, now: Date): boolean {
  return !!session && session.token !== '' && nichtAbgelaufen(session, now);
}

/** Change-password state: not expired and token empty. */
export function isChangePasswordState(session: Session | null | undefined, now: Date): boolean {
  return !!session && session.token === '' && nichtAbgelaufen(session, now);
}

function ablaufNach(ttlSekunden: number, now: Date): string {
  return new Date(now.getTime() + ttlSekunden * 1000).toISOString();
}

/**
 * Reads the `ttl` response header (seconds). Undefined for a missing, non-numeric or negative value, so a
 * broken header never shortens or corrupts the session.
 */
export function parseTtl(header: string | null | undefined): number | undefined {
  if (header == null || header.trim() === '') return undefined;
  const ttl = Number(header.trim());
  return Number.isFinite(ttl) && ttl >= 0 ? ttl : undefined;
}

/** Every API response extends the expiry to now + ttl seconds (SPEC §4). */
export function extendSession(session: Session, ttlSekunden: number, now: Date): Session {
  if (!Number.isFinite(ttlSekunden) || ttlSekunden < 0) return session;
  return { ...session, ablaufdatum: ablaufNach(ttlSekunden, now) };
}

/**
 * Whether `jetzt` is another session than `vorher`: signed in or out, another customer, another token. A longer
 * expiry (every answer extends it) is the same session.
 */
export function istAndereSitzung(jetzt: Session | null, vorher: Session | null): boolean {
  return jetzt?.kundennummer !== vorher?.kundennummer || jetzt?.token !== vorher?.token;
}

/** Login success (and change-password success): token, expiry now + ttl, kundennummer. */
export function loginSession(kundennummer: string, token: string, ttlSekunden: number, now: Date): Session {
  return { kundennummer, token, ablaufdatum: ablaufNach(ttlSekunden, now) };
}

/** Login status 700: empty token with a 300-second expiry and the entered kundennummer. */
export function changePasswordSession(kundennummer: string, now: Date): Session {
  return loginSession(kundennummer, '', PASSWORT_AENDERN_TTL_SEKUNDEN, now);
}

export function serializeSession(session: Session): string {
  return JSON.stringify({
    kundennummer: session.kundennummer,
    token: session.token,
    ablaufdatum: session.ablaufdatum,
  });
}

/**
 * Reads the stored value. Anything that is not a complete session (garbage, old formats, a hand-edited value,
 * an unreadable expiry) yields null, which the store treats as logged out.
 */
export function parseSession(raw: string | null | undefined): Session | null {
  if (!raw) return null;
  let wert: unknown;
  try {
    wert = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof wert !== 'object' || wert === null) return null;
  const { kundennummer, token, ablaufdatum } = wert as Record<string, unknown>;
  if (typeof kundennummer !== 'string' || typeof token !== 'string' || typeof ablaufdatum !== 'string')
    return null;
  if (Number.isNaN(Date.parse(ablaufdatum))) return null;
  return { kundennummer, token, ablaufdatum };
}
