import { useCallback } from 'react';

import { parseTtl } from '../rules/session.ts';
import { useMessageBar } from '../shared/message-bar.tsx';
import { useApi, useSessionStore } from '../shared/portal-context.tsx';
import * as texts from '../texts.ts';

/** How close to its expiry a session is renewed (see `SessionRefresh` in shell/session-refresh.tsx). */
export const TOKEN_ERNEUERN_VOR_ABLAUF_MS = 5 * 60_000;

/**
 * Token refresh of SPEC §4. Without a token or a live session: log out and report
 * 'Token konnte nicht erneuert werden.'; on failure also log out; on success store the new token with expiry
 * now + ttl and report 'Token erfolgreich erneuert.'. Reports go to the global message bar. Resolves to
 * whether the token was renewed.
 */
export function useTokenRefresh(): () => Promise<boolean> {
  const api = useApi();
  const session = useSessionStore();
  const messageBar = useMessageBar();

  return useCallback(async () => {
    const fail = () => {
      // Clearing the session also empties the query cache (shared/query-layout.tsx).
      session.clear();
      messageBar.show({ tone: 'danger', text: texts.allgemein.tokenNichtErneuert });
      return false;
    };
    if (!session.isLoggedIn() || !session.credentials()) return fail();
    try {
      const { data, response } = await api.GET('/token/refresh');
      // SPEC §7: "renewed from ttl header and response data": the token may come in the header or the body.
      const token = response.headers.get('token') || data?.token;
      const ttl = parseTtl(response.headers.get('ttl'));
      if (!response.ok || !data || !token || ttl === undefined) return fail();
      session.signIn(data.kundennummer, token, ttl);
      messageBar.show({ tone: 'success', text: texts.allgemein.tokenErneuert });
      return true;
    } catch {
      return fail();
    }
  }, [api, session, messageBar]);
}
