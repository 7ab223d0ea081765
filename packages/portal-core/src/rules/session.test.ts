import { describe, expect, it } from 'vitest';

import {
  PASSWORT_AENDERN_TTL_SEKUNDEN,
  SESSION_SPEICHER_SCHLUESSEL,
  changePasswordSession,
  extendSession,
  isChangePasswordState,
  isLoggedIn,
  istAndereSitzung,
  isPortalDisabled,
  loginSession,
  parseSession,
  parseTtl,
  serializeSession,
} from './session';
import { tabellentest } from '../test/tabelle';
import type { Session } from './session';

const now = new Date('2026-03-10T10:00:00.000Z');
const spaeter = '2026-03-10T10:00:01.000Z';
const frueher = '2026-03-10T09:59:59.000Z';
const genauJetzt = now.toISOString();

const s = (token: string, ablaufdatum: string): Session => ({ kundennummer: '10000001', token, ablaufdatum });

describe('derived session states', () => {
  it.each([
    { fall: 'no session', session: null, eingeloggt: false, passwortAendern: false },
    {
      fall: 'token, expiry in the future',
      session: s('abc', spaeter),
      eingeloggt: true,
      passwortAendern: false,
    },
    { fall: 'token, expired', session: s('abc', frueher), eingeloggt: false, passwortAendern: false },
    {
      fall: 'token, expiry exactly now',
      session: s('abc', genauJetzt),
      eingeloggt: false,
      passwortAendern: false,
    },
    { fall: 'empty token, not expired', session: s('', spaeter), eingeloggt: false, passwortAendern: true },
    { fall: 'empty token, expired', session: s('', frueher), eingeloggt: false, passwortAendern: false },
    { fall: 'unreadable expiry', session: s('abc', 'morgen'), eingeloggt: false, passwortAendern: false },
  ])('$fall', ({ session, eingeloggt, passwortAendern }) => {
    expect(isLoggedIn(session, now)).toBe(eingeloggt);
    expect(isChangePasswordState(session, now)).toBe(passwortAendern);
  });

  it('the portal is never disabled (SPEC §2: the flag is never set)', () => {
    expect(isPortalDisabled()).toBe(false);
  });
});

describe('session transitions', () => {
  it('login stores token, kundennummer and now + ttl seconds', () => {
    expect(loginSession('10000001', 'tok', 1800, now)).toEqual({
      kundennummer: '10000001',
      token: 'tok',
      ablaufdatum: '2026-03-10T10:30:00.000Z',
    });
  });

  it('login status 700 stores an empty token for 300 seconds', () => {
    const session = changePasswordSession('10000003', now);
    expect(PASSWORT_AENDERN_TTL_SEKUNDEN).toBe(300);
    expect(session).toEqual({ kundennummer: '10000003', token: '', ablaufdatum: '2026-03-10T10:05:00.000Z' });
    expect(isChangePasswordState(session, new Date('2026-03-10T10:04:59.999Z'))).toBe(true);
    expect(isChangePasswordState(session, new Date('2026-03-10T10:05:00.000Z'))).toBe(false);
  });

  it.each([
    { ttl: 60, ablauf: '2026-03-10T10:01:00.000Z' },
    { ttl: 0, ablauf: '2026-03-10T10:00:00.000Z' },
    { ttl: -5, ablauf: spaeter },
    { ttl: Number.NaN, ablauf: spaeter },
  ])('extends the expiry with ttl $ttl', ({ ttl, ablauf }) => {
    const verlaengert = extendSession(s('abc', spaeter), ttl, now);
    expect(verlaengert.ablaufdatum).toBe(ablauf);
    expect(verlaengert.token).toBe('abc');
  });

  const bisher = s('abc', frueher);
  it.each([
    { fall: 'a longer expiry', jetzt: s('abc', spaeter), vorher: bisher, anders: false },
    { fall: 'no session before and after', jetzt: null, vorher: null, anders: false },
    { fall: 'signed out', jetzt: null, vorher: bisher, anders: true },
    { fall: 'signed in', jetzt: bisher, vorher: null, anders: true },
    { fall: 'signed in anew', jetzt: s('neu', spaeter), vorher: bisher, anders: true },
    {
      fall: 'another customer',
      jetzt: { ...bisher, kundennummer: '10000002' },
      vorher: bisher,
      anders: true,
    },
    { fall: 'the password changed after status 700', jetzt: bisher, vorher: s('', frueher), anders: true },
  ])('$fall: another session is $anders', ({ jetzt, vorher, anders }) => {
    expect(istAndereSitzung(jetzt, vorher)).toBe(anders);
  });

  tabellentest('reads the ttl header (parseTtl)', parseTtl, [
    ['1800', 1800],
    [' 60 ', 60],
    ['0', 0],
    ['', undefined],
    [null, undefined],
    ['abc', undefined],
    ['-1', undefined],
  ]);
});

describe('storage', () => {
  it('uses the key ekp-token', () => {
    expect(SESSION_SPEICHER_SCHLUESSEL).toBe('ekp-token');
  });

  it('round-trips a session', () => {
    const session = loginSession('10000001', 'tok', 60, now);
    expect(parseSession(serializeSession(session))).toEqual(session);
  });

  it('drops unknown properties when serialising', () => {
    const mitExtra = { ...s('abc', spaeter), geheim: 'x' } as Session;
    expect(JSON.parse(serializeSession(mitExtra))).not.toHaveProperty('geheim');
  });

  it.each([
    { fall: 'null', raw: null },
    { fall: 'empty', raw: '' },
    { fall: 'not JSON', raw: '{kaputt' },
    { fall: 'JSON null', raw: 'null' },
    { fall: 'a number', raw: '42' },
    { fall: 'a plain token string', raw: '"abc"' },
    { fall: 'an array', raw: '[]' },
    { fall: 'missing token', raw: JSON.stringify({ kundennummer: '1', ablaufdatum: spaeter }) },
    {
      fall: 'numeric kundennummer',
      raw: JSON.stringify({ kundennummer: 1, token: 'a', ablaufdatum: spaeter }),
    },
    {
      fall: 'unreadable expiry',
      raw: JSON.stringify({ kundennummer: '1', token: 'a', ablaufdatum: 'bald' }),
    },
  ])('tolerates garbage: $fall → null', ({ raw }) => {
    expect(parseSession(raw)).toBeNull();
  });
});
