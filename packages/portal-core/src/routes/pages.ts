import type { ComponentType } from 'react';

import type { RouteName } from './paths.ts';

type PageLoader = () => Promise<ComponentType>;

/**
 * Each screen loads lazily, in its own chunk: the sign-in page does not pay for the charts.
 * Every route of the registry has exactly one page here.
 */
export const pages: Record<RouteName, PageLoader> = {
  // Anmeldung, Passwort, Startseite
  anmelden: () => import('../features/anmeldung/anmelden-page.tsx').then((m) => m.AnmeldenPage),
  portalGesperrt: () =>
    import('../features/anmeldung/portal-gesperrt-page.tsx').then((m) => m.PortalGesperrtPage),
  passwortVergessen: () =>
    import('../features/passwort/passwort-vergessen-page.tsx').then((m) => m.PasswortVergessenPage),
  passwortErneuern: () =>
    import('../features/passwort/passwort-erneuern-page.tsx').then((m) => m.PasswortErneuernPage),
  aenderePasswort: () =>
    import('../features/passwort/passwort-aendern-page.tsx').then((m) => m.ErzwungenePasswortAenderungPage),
  passwortAendern: () =>
    import('../features/passwort/passwort-aendern-page.tsx').then((m) => m.PasswortAendernPage),
  start: () => import('../features/startseite/startseite-page.tsx').then((m) => m.StartseitePage),

  // Kundendaten
  datenUebersicht: () =>
    import('../features/uebersicht/daten-uebersicht-page.tsx').then((m) => m.DatenUebersichtPage),
  kontaktEditieren: () =>
    import('../features/kontakt/kontakt-editieren-page.tsx').then((m) => m.KontaktEditierenPage),
  kontaktanfrage: () =>
    import('../features/kontakt/kontaktanfrage-page.tsx').then((m) => m.KontaktanfragePage),
  kontaktanfrageOk: () =>
    import('../features/kontakt/kontaktanfrage-ok-page.tsx').then((m) => m.KontaktanfrageOkPage),
  rechnungsadressen: () =>
    import('../features/rechnungsadresse/rechnungsadressen-page.tsx').then((m) => m.RechnungsadressenPage),
  rechnungsadresseEditieren: () =>
    import('../features/rechnungsadresse/rechnungsadresse-editieren-page.tsx').then(
      (m) => m.RechnungsadresseEditierenPage,
    ),
  vertragRechnungsadressen: () =>
    import('../features/rechnungsadresse/rechnungsadressen-page.tsx').then(
      (m) => m.VertragRechnungsadressenPage,
    ),
  vertragRechnungsadresseEditieren: () =>
    import('../features/rechnungsadresse/rechnungsadresse-editieren-page.tsx').then(
      (m) => m.VertragRechnungsadresseEditierenPage,
    ),
  bankverbindungen: () =>
    import('../features/bankverbindung/bankverbindungen-page.tsx').then((m) => m.BankverbindungenPage),
  bankverbindungEditieren: () =>
    import('../features/bankverbindung/bankverbindung-editieren-page.tsx').then(
      (m) => m.BankverbindungEditierenPage,
    ),
  vertragBankverbindungen: () =>
    import('../features/bankverbindung/bankverbindungen-page.tsx').then((m) => m.VertragBankverbindungenPage),
  vertragBankverbindungEditieren: () =>
    import('../features/bankverbindung/bankverbindung-editieren-page.tsx').then(
      (m) => m.VertragBankverbindungEditierenPage,
    ),

  // Verträge, Tarife, Kündigung, Dokumente
  vertraege: () => import('../features/vertrag/vertraege-page.tsx').then((m) => m.VertraegePage),
  vertragDetail: () => import('../features/vertrag/vertrag-detail-page.tsx').then((m) => m.VertragDetailPage),
  vertragTarifhistorie: () =>
    import('../features/tarif/tarifhistorie-page.tsx').then((m) => m.TarifhistoriePage),
  vertragKuendigen: () => import('../features/kuendigung/kuendigen-page.tsx').then((m) => m.KuendigenPage),
  dokumente: () => import('../features/dokumente/dokumente-page.tsx').then((m) => m.DokumentePage),

  // Ablesungen
  ablesung: () => import('../features/ablesung/ablesung-page.tsx').then((m) => m.AblesungPage),
  vertragAblesung: () => import('../features/ablesung/ablesung-page.tsx').then((m) => m.VertragAblesungPage),
  vertragAblesungen: () => import('../features/ablesung/ablesungen-page.tsx').then((m) => m.AblesungenPage),

  // Verbrauch und dynamische Tarife
  vertragVerbrauch: () => import('../features/verbrauch/verbrauch-page.tsx').then((m) => m.VerbrauchPage),
  vertragVerbrauchshistorie: () =>
    import('../features/verbrauch/verbrauchshistorie-page.tsx').then((m) => m.VerbrauchshistoriePage),
  vertragPreiszeitreihe: () =>
    import('../features/verbrauch/preiszeitreihe-page.tsx').then((m) => m.PreiszeitreihePage),

  // Erklärung zur Barrierefreiheit
  barrierefreiheit: () =>
    import('../features/barrierefreiheit/barrierefreiheit-page.tsx').then((m) => m.BarrierefreiheitPage),

  // Kündigungsbutton (§ 312k BGB)
  kuendigung: () =>
    import('../features/kuendigungsbutton/kuendigungserklaerung-page.tsx').then(
      (m) => m.KuendigungserklaerungPage,
    ),
};
