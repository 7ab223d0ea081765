import { existsSync, readdirSync, readFileSync } from 'node:fs';

export const demoApiPort = Number(process.env.DEMO_API_PORT ?? 4010);
export const demoApiUrl = `http://localhost:${demoApiPort}`;
/** First nginx port; `E2E_PORT_BASE` lets two checkouts run their journeys side by side. */
export const e2ePortBase = Number(process.env.E2E_PORT_BASE ?? 8081);

export interface E2eBrand {
  id: string;
  /** nginx serving the brand's build */
  port: number;
  /**
   * Set for a brand served by the nginx for all brands (deploy/docker/Dockerfile.mandanten): the browser calls it
   * by this host name (its baseUrl's), which Chromium resolves to 127.0.0.1.
   */
  host?: string;
  /** The brand's baseUrlRouting with a slash at both ends. */
  basis: string;
  config: {
    mandant: string;
    baseUrl: string;
    baseUrlRouting: string;
    mandant_short: string;
    kundennummerprefix: string;
    hatHeader: boolean;
    hatFooter: boolean;
    footer: { label: string; url: string }[];
    header: { label: string; url: string }[];
    nutzungsbedingungen?: { part1: string; url: string; label: string; part2: string } | null;
    credentialinformationen?: string | null;
    zeigeNavigationOnLogin: boolean;
  };
}

const brandsDir = new URL('../../brands/', import.meta.url);

/** The nginx for all brands: every shipped brand and a generated one under a sub-path, picked by host name. */
export const mandantenPort = e2ePortBase + 98;
/** This brand's journeys run behind the nginx for all brands; the others' behind the nginx for one brand. */
export const MANDANTEN_BRAND = 'nordlicht-energie';
/** A brand generated from the app template into build/ before the journeys (e2e script), under /kundenportal/. */
export const beispielBrandsDir = new URL('../../build/e2e-beispiel/brands/', import.meta.url);

function readBrand(dir: URL, id: string, port: number, behindMandantenNginx: boolean): E2eBrand {
  const config = JSON.parse(readFileSync(new URL(`${id}/brand.json`, dir), 'utf8')) as E2eBrand['config'];
  const basis = config.baseUrlRouting.endsWith('/') ? config.baseUrlRouting : `${config.baseUrlRouting}/`;
  return {
    id,
    port: behindMandantenNginx ? mandantenPort : port,
    ...(behindMandantenNginx ? { host: new URL(config.baseUrl).hostname } : {}),
    basis,
    config,
  };
}

const dirsIn = (dir: URL) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** Every shipped brand is tested; a brand added with `pnpm new-brand` joins without an edit here. */
export const brands: E2eBrand[] = dirsIn(brandsDir).map((id, index) =>
  readBrand(brandsDir, id, e2ePortBase + index, id === MANDANTEN_BRAND),
);

/** The generated brand under a sub-path (undefined before the e2e script made it). */
export const beispielBrand: E2eBrand | undefined = existsSync(beispielBrandsDir)
  ? dirsIn(beispielBrandsDir)
      .slice(0, 1)
      .map((id) => readBrand(beispielBrandsDir, id, mandantenPort, true))[0]
  : undefined;

/** The origin a journey opens: the brand's host on its nginx (sub-path journeys name their path themselves). */
export function baseUrlOf(brand: E2eBrand): string {
  return `http://${brand.host ?? 'localhost'}:${String(brand.port)}`;
}
