import { describe, expect, it } from 'vitest';

import { resolveRoute } from './guard';
import type { GuardErgebnis, GuardRoute } from './guard';
import type { Session } from './session';

const now = new Date('2026-03-10T10:00:00.000Z');
const zukunft = '2026-03-10T11:00:00.000Z';
const vergangenheit = '2026-03-10T09:00:00.000Z';

const sessions = {
  abgemeldet: null,
  abgelaufen: { kundennummer: '10000001', token: 'tok', ablaufdatum: vergangenheit },
  angemeldet: { kundennummer: '10000001', token: 'tok', ablaufdatum: zukunft },
  passwortAendern: { kundennummer: '10000003', token: '', ablaufdatum: zukunft },
  passwortAendernAbgelaufen: { kundennummer: '10000003', token: '', ablaufdatum: vergangenheit },
} satisfies Record<string, Session | null>;

const routen = {
  geschuetzt: { requiresAuth: true },
  offen: { requiresAuth: false },
  erzwungenePasswortAenderung: { requiresAuth: false, isForcedPasswordChange: true },
  gesperrtSeite: { requiresAuth: false, isBlockedPage: true },
} satisfies Record<string, GuardRoute>;

type SessionName = keyof typeof sessions;
type RoutenName = keyof typeof routen;

const render: GuardErgebnis = { kind: 'render' };
const nach = (to: 'gesperrt' | 'aenderePasswort' | 'anmelden' | 'start'): GuardErgebnis => ({
  kind: 'redirect',
  to,
});

/** Expected result for the enabled portal, every session × route (SPEC §2 rules 2–4). */
const erwartet: Record<SessionName, Record<RoutenName, GuardErgebnis>> = {
  abgemeldet: {
    geschuetzt: nach('anmelden'),
    offen: render,
    erzwungenePasswortAenderung: nach('anmelden'),
    gesperrtSeite: render,
  },
  abgelaufen: {
    geschuetzt: nach('anmelden'),
    offen: render,
    erzwungenePasswortAenderung: nach('anmelden'),
    gesperrtSeite: render,
  },
  angemeldet: {
    geschuetzt: render,
    offen: nach('start'),
    erzwungenePasswortAenderung: nach('start'),
    gesperrtSeite: nach('start'),
  },
  passwortAendern: {
    geschuetzt: nach('aenderePasswort'),
    offen: nach('aenderePasswort'),
    erzwungenePasswortAenderung: render,
    gesperrtSeite: nach('aenderePasswort'),
  },
  passwortAendernAbgelaufen: {
    geschuetzt: nach('anmelden'),
    offen: render,
    erzwungenePasswortAenderung: nach('anmelden'),
    gesperrtSeite: render,
  },
};

const faelle = (Object.keys(sessions) as SessionName[]).flatMap((session) =>
  (Object.keys(routen) as RoutenName[]).map((route) => ({ session, route })),
);

describe('resolveRoute', () => {
  it.each(faelle)('portal enabled: $session on $route', ({ session, route }) => {
    expect(
      resolveRoute({ route: routen[route], session: sessions[session], now, portalDisabled: false }),
    ).toEqual(erwartet[session][route]);
  });

  it.each(faelle)('portal disabled (rule 1 wins): $session on $route', ({ session, route }) => {
    expect(
      resolveRoute({ route: routen[route], session: sessions[session], now, portalDisabled: true }),
    ).toEqual(route === 'gesperrtSeite' ? render : nach('gesperrt'));
  });
});
