import { isChangePasswordState, isLoggedIn } from './session';
import type { Session } from './session';

/** What the guard needs to know about a route. */
export interface GuardRoute {
  requiresAuth: boolean;
  /** The forced change-password route (/aendere/passwort). */
  isForcedPasswordChange?: boolean;
  /** The blocked page itself (/portal/gesperrt); needed so rule 1 does not redirect it onto itself. */
  isBlockedPage?: boolean;
}

export type GuardZiel = 'gesperrt' | 'aenderePasswort' | 'anmelden' | 'start';

export type GuardErgebnis = { kind: 'render' } | { kind: 'redirect'; to: GuardZiel };

export interface GuardEingabe {
  route: GuardRoute;
  session: Session | null | undefined;
  now: Date;
  portalDisabled: boolean;
}

const render: GuardErgebnis = { kind: 'render' };

function redirect(to: GuardZiel): GuardErgebnis {
  return { kind: 'redirect', to };
}

/**
 * SPEC §2 route guard, rules applied in this order:
 * 1. portal disabled → blocked page;
 * 2. change-password state → only the forced change route;
 * 3. needs auth and not logged in → sign in;
 * 4. needs no auth and logged in → start page.
 * The forced change route is "marked as not requiring authentication but reachable only in the change-password
 * state": outside that state it goes to sign in when logged out (rule 4 covers the logged-in case).
 */
export function resolveRoute({ route, session, now, portalDisabled }: GuardEingabe): GuardErgebnis {
  if (portalDisabled) return route.isBlockedPage ? render : redirect('gesperrt');

  if (isChangePasswordState(session, now)) {
    return route.isForcedPasswordChange ? render : redirect('aenderePasswort');
  }

  const eingeloggt = isLoggedIn(session, now);
  if (route.requiresAuth) return eingeloggt ? render : redirect('anmelden');
  if (eingeloggt) return redirect('start');
  if (route.isForcedPasswordChange) return redirect('anmelden');
  return render;
}
