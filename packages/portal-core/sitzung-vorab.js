// Runs before the first paint of the app shell (index.html; portalVorrendern in build.ts puts it into its head): a
// classic script, not a module, so it runs before the page is painted; the strict CSP allows no inline code, so it is
// a file and the storage key comes as a data attribute. It marks the page when this device holds a live session (a
// token whose expiry has not passed, as rules/session.ts isLoggedIn decides): the shell's CSS then shows the
// navigation bar of the signed-in portal instead of the brand bar.
(() => {
  const skript = document.currentScript;
  if (!(skript instanceof HTMLScriptElement)) return;
  try {
    const sitzung = JSON.parse(localStorage.getItem(skript.dataset.schluessel ?? '') ?? 'null');
    if (
      typeof sitzung?.kundennummer === 'string' &&
      typeof sitzung.token === 'string' &&
      sitzung.token !== '' &&
      Date.parse(sitzung.ablaufdatum) > Date.now()
    ) {
      document.documentElement.dataset.sitzung = '';
    }
  } catch {
    // Storage blocked or an entry that is no session: unmarked, as without one; the portal decides once it runs.
  }
})();
