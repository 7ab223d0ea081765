import type { BrandConfig } from '@ekp/brand';

/** A neutral brand for component tests, so portal-core's tests depend on no shipped brand. */
export const testBrand: BrandConfig = {
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
  theme: {
    primary: '#1d4ed8',
    primaryText: '#ffffff',
    accent: '#0f766e',
    accentText: '#ffffff',
    background: '#f4f6f8',
    surface: '#ffffff',
    text: '#1a202c',
    muted: '#4a5568',
    border: '#6b7280',
    link: '#1d4ed8',
    focus: '#1a202c',
    success: '#166534',
    successBackground: '#f0fdf4',
    warning: '#92400e',
    warningBackground: '#fffbeb',
    danger: '#b91c1c',
    dangerBackground: '#fef2f2',
    info: '#1e40af',
    infoBackground: '#eff6ff',
    fontFamily: 'system-ui, sans-serif',
    radius: '0.375rem',
  },
};

/** The same brand with terms of use, a Kundennummer prefix and a client info text. */
export const testBrandMitNutzungsbedingungen: BrandConfig = {
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
