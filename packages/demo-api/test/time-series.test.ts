// Time series: deterministic per timestamp, Berlin days with 23/25 hours, prices published at 12:00.
import { describe, expect, it } from 'vitest';

import { hourConsumption, hourPrice } from '../src/domain/series.ts';
import { berlinIso, HOUR_MS } from '../src/domain/time.ts';
import { angemeldet, createTestBackend } from './helpers.ts';

type Eintrag = {
  von: string;
  bis: string;
  verbrauch: number | null;
  arbeitspreis: number | null;
  kosten: number | null;
};

async function historie(clock: string, vertrag: string, query: Record<string, string>) {
  const { backend, call, login } = createTestBackend();
  backend.clock.set(clock);
  const headers = await login();
  const response = await call({ method: 'GET', path: `/${vertrag}/historie`, headers, query });
  expect(response.status).toBe(200);
  return (response.body as { data: Eintrag[] }).data;
}

/** The DST switch days in Berlin: 23 hours in spring, 25 in autumn. */
const FRUEHJAHR_UMSTELLUNG = { von: '2026-03-29T00:00:00+01:00', bis: '2026-03-30T00:00:00+02:00' };
const HERBST_UMSTELLUNG = { von: '2026-10-25T00:00:00+02:00', bis: '2026-10-26T00:00:00+01:00' };
const stuendlich = (zeitraum: { von: string; bis: string }) => ({ ...zeitraum, interval: 'STUENDLICH' });

describe('deterministic series', () => {
  it('gives the same value for the same timestamp whatever today is', async () => {
    const query = stuendlich({ von: '2026-03-01T00:00:00+01:00', bis: '2026-03-02T00:00:00+01:00' });
    const a = await historie('2026-04-01T10:00:00+02:00', '3000101', query);
    const b = await historie('2026-11-20T18:00:00+01:00', '3000101', query);
    expect(a).toHaveLength(24);
    expect(a).toEqual(b);
  });

  it('stays within realistic bounds: prices 0.10–0.45 EUR/kWh or negative at sunny noons, consumption 0.1–1.5 kWh', () => {
    const start = Date.parse('2025-01-01T00:00:00Z');
    let negative = 0;
    let eveningSum = 0;
    let nightSum = 0;
    for (let h = 0; h < 24 * 365; h += 1) {
      const ms = start + h * HOUR_MS;
      const price = hourPrice(ms);
      if (price < 0) {
        negative += 1;
        const hour = Number(berlinIso(ms).slice(11, 13));
        expect(hour).toBeGreaterThanOrEqual(11);
        expect(hour).toBeLessThanOrEqual(15);
      } else {
        expect(price).toBeGreaterThanOrEqual(0.1);
        expect(price).toBeLessThanOrEqual(0.45);
      }
      const hour = Number(berlinIso(ms).slice(11, 13));
      if (hour === 19) eveningSum += price;
      if (hour === 3) nightSum += price;
      const kwh = hourConsumption(ms, 101);
      expect(kwh).toBeGreaterThanOrEqual(0.1);
      expect(kwh).toBeLessThanOrEqual(1.5);
    }
    expect(negative).toBeGreaterThan(50);
    expect(eveningSum).toBeGreaterThan(nightSum * 1.3);
  });
});

describe('Verbrauchshistorie', () => {
  it('has 23 hourly entries on 2026-03-29 and 25 on 2026-10-25', async () => {
    const spring = await historie('2026-11-20T10:00:00+01:00', '3000101', stuendlich(FRUEHJAHR_UMSTELLUNG));
    expect(spring).toHaveLength(23);
    expect(spring.map((e) => e.von.slice(11, 16))).not.toContain('02:00');
    const autumn = await historie('2026-11-20T10:00:00+01:00', '3000101', stuendlich(HERBST_UMSTELLUNG));
    expect(autumn).toHaveLength(25);
    expect(autumn.filter((e) => e.von.slice(11, 16) === '02:00').map((e) => e.von)).toEqual([
      '2026-10-25T02:00:00+02:00',
      '2026-10-25T02:00:00+01:00',
    ]);
  });

  it('has quarter hours for 3000108 (92 on the spring switch day)', async () => {
    const data = await historie('2026-11-20T10:00:00+01:00', '3000108', stuendlich(FRUEHJAHR_UMSTELLUNG));
    expect(data).toHaveLength(92);
    expect(data[1]?.von).toBe('2026-03-29T00:15:00+01:00');
  });

  it('sums hours into Berlin days and months with kosten = verbrauch × arbeitspreis', async () => {
    const clock = '2026-11-20T10:00:00+01:00';
    const hours = await historie(clock, '3000101', stuendlich(HERBST_UMSTELLUNG));
    const days = await historie(clock, '3000101', {
      von: '2026-10-01T00:00:00+02:00',
      bis: '2026-11-01T00:00:00+01:00',
      interval: 'TAEGLICH',
    });
    expect(days).toHaveLength(31);
    const day = days.find((d) => d.von === '2026-10-25T00:00:00+02:00');
    expect(day?.bis).toBe('2026-10-26T00:00:00+01:00');
    const sum = hours.reduce((s, h) => s + (h.verbrauch ?? 0), 0);
    expect(day?.verbrauch).toBeCloseTo(sum, 3);
    for (const entry of [...hours, ...days])
      expect(entry.kosten).toBeCloseTo((entry.verbrauch ?? 0) * (entry.arbeitspreis ?? 0), 2);

    const months = await historie(clock, '3000101', {
      von: '2026-01-01T00:00:00+01:00',
      bis: '2027-01-01T00:00:00+01:00',
      interval: 'MONATLICH',
    });
    // Up to now only: November is partial, December has no data yet.
    expect(months.map((m) => m.von.slice(0, 7))).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(months[9]?.verbrauch).toBeCloseTo(
      days.reduce((s, d) => s + (d.verbrauch ?? 0), 0),
      2,
    );
  });

  it('has no consumption in the future but prices up to the end of tomorrow after 12:00', async () => {
    const query = stuendlich({ von: '2026-11-20T00:00:00+01:00', bis: '2026-11-22T00:00:00+01:00' });
    const morning = await historie('2026-11-20T10:30:00+01:00', '3000101', query);
    expect(morning).toHaveLength(24);
    expect(morning.filter((e) => e.verbrauch !== null)).toHaveLength(10);
    expect(morning[10]).toMatchObject({ verbrauch: null, kosten: null });
    expect(morning[10]?.arbeitspreis).toEqual(expect.any(Number));
    const afternoon = await historie('2026-11-20T12:05:00+01:00', '3000101', query);
    expect(afternoon).toHaveLength(48);
    expect(afternoon.at(-1)?.von).toBe('2026-11-21T23:00:00+01:00');
  });

  it('answers 400 for contracts without a dynamic tariff and for an empty period', async () => {
    const { get } = await angemeldet();
    const query = { von: '2026-06-01T00:00:00+02:00', bis: '2026-06-02T00:00:00+02:00' };
    expect((await get('/3000102/historie', query)).status).toBe(400);
    expect((await get('/3000101/historie', { von: query.bis, bis: query.von })).status).toBe(400);
  });

  it('reaches back more than two years for 3000101', async () => {
    const data = await historie('2026-11-20T10:00:00+01:00', '3000101', {
      von: '2024-01-01T00:00:00+01:00',
      bis: '2024-02-01T00:00:00+01:00',
      interval: 'TAEGLICH',
    });
    expect(data).toHaveLength(31);
    expect(data.every((d) => d.verbrauch !== null)).toBe(true);
  });
});

describe('Preiszeitreihe', () => {
  async function preiseAb(jetzt: string, query: { von: string; bis: string }) {
    const { backend, call, login } = createTestBackend();
    backend.clock.set(jetzt);
    const headers = await login();
    const antwort = await call({ method: 'GET', path: '/preiszeitreihe', headers, query });
    expect(antwort.status).toBe(200);
    return (antwort.body as { preise: { von: string; preis: number }[] }).preise;
  }

  it('publishes tomorrow at 12:00 Berlin time: 2 days of quarter hours before, 3 days after', async () => {
    const query = { von: '2026-11-19T00:00:00+01:00', bis: '2026-11-22T00:00:00+01:00' };
    expect(await preiseAb('2026-11-20T11:59:00+01:00', query)).toHaveLength(2 * 96);
    const danach = await preiseAb('2026-11-20T12:00:00+01:00', query);
    expect(danach).toHaveLength(3 * 96);
    expect(danach.at(-1)?.von).toBe('2026-11-21T23:45:00+01:00');
  });

  it('follows the market: hours until 30.9.2025, quarter hours from 1.10.2025', async () => {
    const preise = await preiseAb('2025-10-01T12:30:00+02:00', {
      von: '2025-09-30T00:00:00+02:00',
      bis: '2025-10-02T00:00:00+02:00',
    });
    expect(preise).toHaveLength(24 + 96);
    expect(preise.slice(22, 26).map((p) => p.von)).toEqual([
      '2025-09-30T22:00:00+02:00',
      '2025-09-30T23:00:00+02:00',
      '2025-10-01T00:00:00+02:00',
      '2025-10-01T00:15:00+02:00',
    ]);
  });

  it('belongs to no contract: the same prices for every customer, 400 for an empty window', async () => {
    const { backend, call, login } = createTestBackend();
    backend.clock.set('2026-11-20T13:00:00+01:00');
    const query = { von: '2026-11-20T00:00:00+01:00', bis: '2026-11-21T00:00:00+01:00' };
    const erste = await call({ method: 'GET', path: '/preiszeitreihe', headers: await login(), query });
    const zweite = await call({
      method: 'GET',
      path: '/preiszeitreihe',
      headers: await login('10000002'),
      query,
    });
    expect(zweite.body).toEqual(erste.body);
    const leer = await call({
      method: 'GET',
      path: '/preiszeitreihe',
      headers: await login(),
      query: { von: query.bis, bis: query.von },
    });
    expect(leer.status).toBe(400);
    expect(leer.body).toMatchObject({ feld: 'von' });
  });
});
