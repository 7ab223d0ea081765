import { cx, focusRing } from '@ekp/ui';
import { useSyncExternalStore } from 'react';
import { NavLink, useNavigate } from 'react-router';

import { href } from '../routes/paths.ts';
import { useMessageBar } from '../shared/message-bar.tsx';
import { useApi, useBrand, useSessionStore } from '../shared/portal-context.tsx';
import * as texts from '../texts.ts';

/** Brand logo, or the short tenant name when there is no logo; linked when the brand gives a link (SPEC §2). */
function BrandMark() {
  const brand = useBrand();
  // The logo's own size gives its box the right width before the file arrives; CSS then sets the height.
  const mark = brand.logo ? (
    <img
      src={brand.logo}
      alt={brand.mandant}
      width={brand.logoMasse?.breite}
      height={brand.logoMasse?.hoehe}
      className="h-10 w-auto max-w-[10rem] sm:max-w-[12rem]"
    />
  ) : (
    <span className="px-1 text-lg font-bold text-text uppercase">{brand.mandant_short}</span>
  );
  return brand.link ? (
    <a href={brand.link} className={cx('inline-flex items-center rounded-brand', focusRing)}>
      {mark}
    </a>
  ) : (
    mark
  );
}

/** The brand bar alone, for pages before sign-in when the brand wants it (zeigeNavigationOnLogin). */
export function BrandBar() {
  return (
    <div className="border-b border-border bg-surface">
      <div className="mx-auto flex w-full max-w-5xl items-center px-4 py-3 sm:px-6">
        <BrandMark />
      </div>
    </div>
  );
}

/** Asked before signing out; false keeps the customer signed in. */
type Abmeldefrage = () => Promise<boolean>;
let abmeldefrage: Abmeldefrage | undefined;

/**
 * The signed-in layout asks before signing out while readings wait on the device (issue 15); it lives there, so the
 * sign-in route carries only this hook. Returns the function that removes the question.
 */
export function abmeldefrageSetzen(frage: Abmeldefrage): () => void {
  abmeldefrage = frage;
  return () => {
    if (abmeldefrage === frage) abmeldefrage = undefined;
  };
}

/**
 * Logout (SPEC §2): calls the server when both credentials exist, clears the session and goes to sign-in,
 * whatever the server says. A message of the signed-in portal does not outlive the session.
 */
export function useLogout() {
  const api = useApi();
  const session = useSessionStore();
  const navigate = useNavigate();
  const messageBar = useMessageBar();
  return async () => {
    if (abmeldefrage && !(await abmeldefrage())) return;
    const credentials = session.credentials();
    if (credentials) {
      await api.DELETE('/anschlussnutzer/logout', { params: { header: credentials } }).catch(() => undefined);
    }
    // Clearing the session also empties the query cache (shared/query-layout.tsx).
    session.clear();
    messageBar.close();
    // Straight after clear(): this navigation supersedes the guard's own redirect (which would add ?weiter=).
    await navigate(href('anmelden'), { replace: true });
  };
}

const links = [
  { to: href('start'), label: texts.navigation.startseite, end: true },
  { to: href('datenUebersicht'), label: texts.navigation.uebersicht, end: false },
  { to: href('dokumente'), label: texts.navigation.dokumente, end: false },
  { to: href('vertraege'), label: texts.navigation.vertraege, end: false },
  { to: href('kontaktanfrage'), label: texts.navigation.kontaktanfrage, end: false },
];

const itemClassName = cx(
  'inline-flex min-h-11 items-center rounded-brand px-2 underline-offset-4 hover:underline',
  // The focus token is the text colour, which is not guaranteed to contrast with the primary bar.
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-text',
);

const keinAbo = () => () => {};

/**
 * False in a page's HTML written at build time and while React takes it over (the start page), true in every other
 * render: before the portal runs, a button there cannot do anything.
 */
function useUebernommen(): boolean {
  return useSyncExternalStore(
    keinAbo,
    () => true,
    () => false,
  );
}

/**
 * Navigation bar of the signed-in portal (SPEC §2): home, Übersicht, Dokumente, Verträge, Kontaktanfrage, Abmelden.
 * Abmelden is left out (`ohneAbmelden`) while the portal is not ready for it: in the app shell's HTML it could do
 * nothing, and while the first screen loads the question about readings waiting on the device is not there yet.
 */
export function NavBar({ ohneAbmelden }: { ohneAbmelden?: boolean }) {
  const logout = useLogout();
  // On the start page's HTML Abmelden is there but says it is not ready yet, until the portal has taken it over.
  const uebernommen = useUebernommen();
  return (
    <div className="bg-primary text-primary-text">
      {/* Phones: logo and Abmelden on the first row, the links below across the full width. Wider: one row.
          The DOM order (logo, links, Abmelden) is the tab order in both. */}
      <div className="mx-auto grid w-full max-w-5xl grid-cols-[auto_1fr_auto] items-center gap-x-4 gap-y-1 px-4 py-2 sm:px-6">
        <div className="col-start-1 row-start-1 justify-self-start rounded-brand bg-surface p-1">
          <BrandMark />
        </div>
        <nav
          aria-label={texts.navigation.hauptnavigation}
          className="col-span-3 row-start-2 min-w-0 md:col-span-1 md:col-start-2 md:row-start-1"
        >
          <ul className="flex flex-wrap gap-x-1 gap-y-0">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={cx(itemClassName, 'aria-[current=page]:font-bold aria-[current=page]:underline')}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {!ohneAbmelden && (
          <button
            type="button"
            aria-disabled={uebernommen ? undefined : true}
            onClick={() => void logout()}
            className={cx(
              itemClassName,
              'col-start-3 row-start-1 cursor-pointer justify-self-end font-semibold aria-disabled:cursor-progress',
            )}
          >
            {texts.navigation.abmelden}
          </button>
        )}
      </div>
    </div>
  );
}
