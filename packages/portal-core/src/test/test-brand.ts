import type { AppBrand } from '@ekp/brand';

/**
 * A neutral brand for component tests, so portal-core's tests depend on no shipped brand. Typed as the app receives
 * it (no theme: that reaches the page as CSS variables).
 */
export const testBrand: AppBrand = {
  mandant: 'Testwerke',
  mandant_short: 'tw',
  baseUrl: 'https://portal.testwerke.example',
  baseUrlRouting: '/',
  passwortErneuerUrl: 'https://portal.testwerke.example/passwort/erneuern',
  zeigeNavigationOnLogin: false,
  hatHeader: false,
  hatFooter: true,
  header: [],
  footer: [
    { label: 'Impressum', url: 'https://testwerke.example/impressum', neuerTab: true },
    { label: 'Datenschutz', url: 'https://testwerke.example/datenschutz', neuerTab: true },
  ],
  logo: '',
  chart: {
    farben: {
      verbrauchZeitraum: '#c0392b',
      verbrauchJahr: '#1e8449',
      verbrauchsverlauf: '#7f8c8d',
      verbrauchsverlaufRand: '#1f4e9c',
      prognose: '#2e86c1',
      historie: '#5dade2',
      historieRand: '#1f4e9c',
      preis: '#1f4e9c',
    },
  },
  kundennummerprefix: '',
};

/** The same brand with terms of use, a Kundennummer prefix and a client info text. */
export const testBrandMitNutzungsbedingungen: AppBrand = {
  ...testBrand,
  kundennummerprefix: 'TW-',
  nutzungsbedingungen: {
    part1: 'Ich habe die',
    url: 'https://testwerke.example/nutzungsbedingungen',
    label: 'Nutzungsbedingungen',
    part2: 'gelesen und akzeptiere sie.',
  },
  credentialinformationen: 'Ihre Kundennummer steht oben rechts auf Ihrer Rechnung.',
};
