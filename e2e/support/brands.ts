import { readdirSync, readFileSync } from 'node:fs';

export const demoApiPort = Number(process.env.DEMO_API_PORT ?? 4010);
export const demoApiUrl = `http://localhost:${demoApiPort}`;
/** First nginx port; `E2E_PORT_BASE` lets two checkouts run their journeys side by side. */
export const e2ePortBase = Number(process.env.E2E_PORT_BASE ?? 8081);

export interface E2eBrand {
  id: string;
  /** nginx serving the brand's build */
  port: number;
  config: {
    mandant: string;
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

/** Every shipped brand is tested; a brand added with `pnpm new-brand` joins without an edit here. */
export const brands: E2eBrand[] = readdirSync(brandsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort()
  .map((id, index) => ({
    id,
    port: e2ePortBase + index,
    config: JSON.parse(readFileSync(new URL(`${id}/brand.json`, brandsDir), 'utf8')) as E2eBrand['config'],
  }));
