// Hand-written mirror of brand.schema.json (schema-types.test.ts keeps both in step).
// Field names follow the SPEC §1 configuration, so they stay German and mixed-case as given.

/** Hex colour `#rgb` or `#rrggbb`. */
export type HexColor = string;

/** One entry of the header or footer. */
export interface BrandLink {
  label: string;
  /** Absolute http(s)/mailto:/tel: URL or a root-relative path. */
  url: string;
  /** Open in a new tab (default false). */
  neuerTab?: boolean;
}

/** Terms-of-use checkbox on the login form: `part1 <a href={url}>{label}</a> part2`. */
export interface Nutzungsbedingungen {
  part1: string;
  url: string;
  label: string;
  part2: string;
}

/** Contact for the accessibility statement. */
export interface Barrierefreiheit {
  email: string;
  telefon: string;
}

/**
 * Target of the statutory cancellation button "Verträge hier kündigen" (§ 312k BGB). Without this entry the button
 * leads to the portal's own page `/kuendigung`.
 */
export interface Kuendigungsbutton {
  /** The supplier's own cancellation page: absolute https URL. */
  url: string;
}

/** Chart colours (SPEC §9). Chart.js cannot read CSS variables, so charts take these from the config in JS. */
export interface ChartFarben {
  /** Period consumption bars (red-ish). */
  verbrauchZeitraum: HexColor;
  /** Year-extrapolated consumption bars (green-ish). */
  verbrauchJahr: HexColor;
  /** Consumption course line: fill and points (grey). */
  verbrauchsverlauf: HexColor;
  /** Consumption course line: border (blue). */
  verbrauchsverlaufRand: HexColor;
  /** Forecast bars in the period-vs-forecast chart. */
  prognose: HexColor;
  /** Consumption history bar fill. */
  historie: HexColor;
  /** Consumption history border (width 2). */
  historieRand: HexColor;
  /** Price time series stepped line. */
  preis: HexColor;
}

/** Optional description texts shown with the consumption charts. */
export interface ChartTexte {
  verbrauch?: string;
  prognose?: string;
}

export interface BrandChart {
  farben: ChartFarben;
  texte?: ChartTexte;
}

/** Theme tokens; each becomes a CSS variable `--brand-<kebab-name>` (see css.ts). */
export interface BrandTheme {
  primary: HexColor;
  primaryText: HexColor;
  accent: HexColor;
  accentText: HexColor;
  background: HexColor;
  surface: HexColor;
  text: HexColor;
  muted: HexColor;
  border: HexColor;
  link: HexColor;
  focus: HexColor;
  success: HexColor;
  successBackground: HexColor;
  warning: HexColor;
  warningBackground: HexColor;
  danger: HexColor;
  dangerBackground: HexColor;
  info: HexColor;
  infoBackground: HexColor;
  /** CSS font-family list. */
  fontFamily: string;
  /** CSS length: `0` or a number with px/rem/em. */
  radius: string;
}

/**
 * A brand (Mandant) configuration as stored in `brands/<id>/brand.json`. What the app's code gets from the virtual
 * module `virtual:ekp-brand` is an `AppBrand` (brand-preview.ts).
 */
export interface BrandConfig {
  $schema?: string;
  mandant: string;
  mandant_short: string;
  /** short_name of the web app manifest (home-screen label); default: mandant without its legal form. */
  kurzname?: string;
  baseUrl: string;
  baseUrlRouting: string;
  passwortErneuerUrl: string;
  zeigeNavigationOnLogin: boolean;
  hatHeader: boolean;
  hatFooter: boolean;
  header: BrandLink[];
  footer: BrandLink[];
  /** Target of the logo link in the navigation bar; absent means the logo is not linked. */
  link?: string;
  logo: string;
  favicon?: string;
  chart: BrandChart;
  /** Prefix before the Kundennummer field; empty string for none. */
  kundennummerprefix: string;
  /** Absent means no terms-of-use checkbox. */
  nutzungsbedingungen?: Nutzungsbedingungen;
  credentialinformationen?: string;
  barrierefreiheit?: Barrierefreiheit;
  /** Absent: the button links to the portal's `/kuendigung` (the default, on). */
  kuendigungsbutton?: Kuendigungsbutton;
  theme: BrandTheme;
}

/** One thing wrong with a brand file. `path` is a field path such as `theme.primary` or `footer[1].url`. */
export interface BrandProblem {
  file: string;
  path: string;
  reason: string;
}
