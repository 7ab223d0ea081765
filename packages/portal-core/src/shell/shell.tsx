import { Alert, cx, LoadingMask } from '@ekp/ui';
import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';

import { loginLikeRoutes, type RouteName } from '../routes/paths.ts';
import { isLoggedIn } from '../rules/session.ts';
import { useMessageBar } from '../shared/message-bar.tsx';
import { useBrand, useSession } from '../shared/portal-context.tsx';
import * as texts from '../texts.ts';
import { BrandFooter, BrandHeader } from './brand-header-footer.tsx';
import { BrandBar, NavBar } from './nav-bar.tsx';

function useCurrentRouteName(): RouteName | undefined {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as { name?: RouteName } | undefined;
  return handle?.name;
}

/**
 * After each page change: focus moves to the main region, so screen readers start reading the new page, and the
 * message bar lets go of messages that belonged to the page before.
 */
function useFocusOnNavigation(onPageChange: () => void) {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // Compared with the last path rather than a first-render flag, so StrictMode's second effect run does not
  // count as a page change.
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    mainRef.current?.focus();
    onPageChange();
  }, [pathname, onPageChange]);
  return mainRef;
}

/**
 * Above the page: the navigation bar for a signed-in customer, else the brand bar if the brand wants one. Without
 * Abmelden while the portal is not ready for it (the shell, the first screen loading; see NavBar).
 */
export function Navigation({ angemeldet, ohneAbmelden }: { angemeldet: boolean; ohneAbmelden?: boolean }) {
  const brand = useBrand();
  return angemeldet ? <NavBar ohneAbmelden={ohneAbmelden} /> : brand.zeigeNavigationOnLogin && <BrandBar />;
}

/**
 * The frame of every page: skip link, the brand's header, what goes above the page (`navigation`), the main region
 * and the brand's footer. `signedInPage`: signed in, pages load their data after the first paint and grow; a footer
 * at the window's bottom would be pushed down in view (a layout shift, issue 17), below the fold it moves unseen.
 */
export function ShellRahmen({
  navigation,
  signedInPage,
  mainRef,
  children,
}: {
  navigation: ReactNode;
  signedInPage: boolean;
  mainRef?: Ref<HTMLElement>;
  children: ReactNode;
}) {
  const brand = useBrand();
  return (
    <div
      // SPEC §1: a mandant_short adds a style class of its own, for the rare brand rule tokens cannot express.
      className={cx(
        'flex min-h-dvh flex-col bg-background font-sans text-text',
        `mandant-${brand.mandant_short}`,
      )}
    >
      <a
        href="#inhalt"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-brand focus:bg-surface focus:p-3 focus:text-primary focus:underline"
      >
        {texts.navigation.zumInhalt}
      </a>
      {brand.hatHeader && <BrandHeader />}
      {navigation}
      <main
        id="inhalt"
        ref={mainRef}
        tabIndex={-1}
        className={cx(
          'mx-auto w-full max-w-5xl min-w-0 flex-1 px-4 py-6 outline-none sm:px-6',
          signedInPage && 'min-h-dvh',
        )}
      >
        {children}
      </main>
      <BrandFooter />
    </div>
  );
}

/**
 * Every page in its frame: the navigation bar (signed in, not on a login-like page) or the brand bar, the global
 * message bar, and a loading mask while the next page loads.
 */
export function Shell() {
  const session = useSession();
  const navigation = useNavigation();
  const routeName = useCurrentRouteName();
  const messageBar = useMessageBar();
  const { message } = messageBar;
  const mainRef = useFocusOnNavigation(messageBar.pageChanged);

  const loginLike = routeName !== undefined && loginLikeRoutes.includes(routeName);
  const showNavigation = isLoggedIn(session, new Date()) && !loginLike;

  return (
    <ShellRahmen
      navigation={<Navigation angemeldet={showNavigation} />}
      signedInPage={showNavigation}
      mainRef={mainRef}
    >
      {message && (
        <Alert
          tone={message.tone}
          appearance="bar"
          onClose={() => messageBar.close()}
          closeLabel={texts.allgemein.meldungSchliessen}
          className="mb-6"
        >
          {message.text}
        </Alert>
      )}
      <LoadingMask loading={navigation.state === 'loading'} label={texts.allgemein.wirdGeladen}>
        <Outlet />
      </LoadingMask>
    </ShellRahmen>
  );
}
