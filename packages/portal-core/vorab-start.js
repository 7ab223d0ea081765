// Starts the portal on a prerendered page (written into the build by portalVorrendern in build.ts): the module
// scripts are requested only after the page's HTML and CSS have been painted, so on a slow connection the
// customer sees the page first instead of waiting for the scripts that compete with it for bandwidth.
// A classic script, loaded with defer; the strict CSP allows no inline code, so the URLs come as data attributes. On
// the start page it is part of startseite-vorab.js, after sitzung-vorab.js, loaded without defer (build.ts).
(() => {
  const skript = document.currentScript;
  if (!(skript instanceof HTMLScriptElement)) return;
  const { eingang = '', vorladen = '' } = skript.dataset;

  // Until the portal has taken over, a form sent by Enter or a click must not go to the server as a native GET (it
  // would put the typed values, a password too, into the address). The form is marked instead, and the portal sends
  // it once it has hydrated (vorab/eingaben-uebernehmen.ts, which then says so with the event 'ekp-uebernommen').
  const zurueckhalten = (event) => {
    event.preventDefault();
    if (event.target instanceof HTMLFormElement) event.target.dataset.vorabAbgeschickt = '';
  };
  document.addEventListener('submit', zurueckhalten, { capture: true });
  document.addEventListener(
    'ekp-uebernommen',
    () => document.removeEventListener('submit', zurueckhalten, { capture: true }),
    { once: true },
  );

  const laden = () => {
    for (const href of vorladen.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const modul = document.createElement('script');
    modul.type = 'module';
    modul.crossOrigin = '';
    modul.src = eingang;
    document.head.append(modul);
  };

  // After the page's own resources (CSS, logo) are in and the browser reports its largest paint (the first paint
  // where it reports no largest ones; none in a background tab, which paints nothing and starts at once). Should no
  // report come within a second (a browser that reports no paint in time), the portal starts all the same.
  const gezeichnet = new Promise((fertig) => {
    setTimeout(fertig, 1000);
    document.addEventListener('visibilitychange', fertig, { once: true });
    const arten =
      typeof PerformanceObserver === 'function' ? (PerformanceObserver.supportedEntryTypes ?? []) : [];
    const art = ['largest-contentful-paint', 'paint'].find((name) => arten.includes(name));
    if (document.visibilityState !== 'visible' || art === undefined) {
      fertig();
      return;
    }
    new PerformanceObserver((_, beobachter) => {
      beobachter.disconnect();
      fertig();
    }).observe({ type: art, buffered: true });
  });
  // A logo that hangs must not keep the form dead: at most 3 s for the load event.
  const geladen = new Promise((fertig) => {
    setTimeout(fertig, 3000);
    if (document.readyState === 'complete') fertig();
    else window.addEventListener('load', fertig, { once: true });
  });
  // Whatever goes wrong while waiting, the portal starts.
  const starten = () => setTimeout(laden, 0);
  void Promise.all([gezeichnet, geladen]).then(starten, starten);
})();
