import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

import { TOKEN_ERNEUERN_VOR_ABLAUF_MS, useTokenRefresh } from '../session/use-token-refresh.ts';
import { useSessionStore } from '../shared/portal-context.tsx';

/**
 * When the token is renewed (SPEC §4 names the call but no trigger): on a page change of a signed-in customer whose
 * session has less than five minutes left. Every API response already extends the session, so this only matters
 * on screens that call nothing; tying it to navigation keeps an idle portal from renewing itself forever, so an
 * unattended session still runs out.
 */
export function SessionRefresh() {
  const session = useSessionStore();
  const refresh = useTokenRefresh();
  const { pathname } = useLocation();
  const running = useRef(false);
  // The check runs on page changes only, not when the refresh function changes (it does with every message).
  const refreshRef = useRef(refresh);
  useEffect(() => {
    refreshRef.current = refresh;
  }, [refresh]);

  useEffect(() => {
    const current = session.get();
    if (running.current || !current || !session.isLoggedIn()) return;
    const remaining = Date.parse(current.ablaufdatum) - Date.now();
    if (remaining >= TOKEN_ERNEUERN_VOR_ABLAUF_MS) return;
    running.current = true;
    void refreshRef.current().finally(() => {
      running.current = false;
    });
  }, [pathname, session]);

  return null;
}
