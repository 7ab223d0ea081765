// Runs before the first paint of the app shell (index.html) and the start page (startseite.html); portalVorrendern in
// build.ts puts it into their head. A classic script, not a module, so it runs before the page is painted; the strict
// CSP allows no inline code, so it is a file and its settings come as data attributes. It marks the page when this
// device holds a live session (a token whose expiry has not passed, as rules/session.ts isLoggedIn decides): the
// shell's CSS then shows the navigation bar of the signed-in portal instead of the brand bar, and on a chart screen's
// path that screen's chunks are requested beside the portal's scripts. On the start page, rendered for a session, a
// device without one is sent to sign-in, one in the change-password state to its page.
(() => {
  // The app shell's routes (`data-routen`: entries separated by ';', each a path, ':' marking a segment that may be
  // anything, and the URLs of its chunks): those of the route the address matches are requested once the frame is
  // painted (they would compete with its CSS), beside the portal's scripts, instead of one round trip after another
  // once the router runs. Should the browser report no paint within a second, they are requested then. Compared as
  // the router does: any letter case, with or without a trailing slash.
  const routenChunksAnfragen = (routen) => {
    const teile = location.pathname
      .toLowerCase()
      .replace(/(.)\/$/, '$1')
      .split('/');
    const chunks = routen
      .split(';')
      .map((route) => route.split(' '))
      .filter(([pfad = '']) => {
        const muster = pfad.toLowerCase().split('/');
        return (
          muster.length === teile.length &&
          muster.every((teil, i) => (teil.startsWith(':') ? teile[i] !== '' : teil === teile[i]))
        );
      })
      .flatMap(([, ...dateien]) => dateien);
    if (chunks.length === 0) return;
    let angefragt = false;
    const anfragen = () => {
      if (angefragt) return;
      angefragt = true;
      for (const href of chunks) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.append(link);
      }
    };
    setTimeout(anfragen, 1000);
    const arten =
      typeof PerformanceObserver === 'function' ? (PerformanceObserver.supportedEntryTypes ?? []) : [];
    if (!arten.includes('paint')) return;
    new PerformanceObserver((_, beobachter) => {
      beobachter.disconnect();
      anfragen();
    }).observe({ type: 'paint', buffered: true });
  };
  const skript = document.currentScript;
  if (!(skript instanceof HTMLScriptElement)) return;
  let sitzung = null;
  try {
    sitzung = JSON.parse(localStorage.getItem(skript.dataset.schluessel ?? '') ?? 'null');
  } catch {
    // Storage blocked or an entry that is no session: as without one; the portal decides once it runs.
  }
  const gueltig =
    typeof sitzung?.kundennummer === 'string' &&
    typeof sitzung.token === 'string' &&
    Date.parse(sitzung.ablaufdatum) > Date.now();
  // An empty token is the change-password state (SPEC §4): a session, but not yet the signed-in portal.
  if (gueltig && sitzung.token !== '') {
    document.documentElement.dataset.sitzung = '';
    routenChunksAnfragen(skript.dataset.routen ?? '');
    return;
  }
  // A page rendered for a signed-in customer (the start page) is none for this device: it goes where the portal's
  // guard would send it, at once, and the page is not painted meanwhile. The starter after this in the same file
  // (vorab-start.js) then finds no scripts to request: a module script without a source loads nothing.
  const ziel = gueltig ? skript.dataset.passwortAendern : skript.dataset.ohneSitzung;
  if (ziel) {
    document.documentElement.dataset.weiterleitung = '';
    delete skript.dataset.eingang;
    delete skript.dataset.vorladen;
    location.replace(ziel);
  }
})();
