// The one "now" of every test run: component, Storybook and end-to-end tests pin the browser's and the demo
// backend's clock to it. EKP_JETZT moves it (the calendar sweep, scripts/kalender.mjs); without it every run sees
// the same ordinary weekday, so no result depends on the day CI happens to run.

/** An ordinary Wednesday in June, mid-morning in Berlin: no holiday, no DST change, no month or year end near. */
export const STANDARDMOMENT = '2026-06-10T10:00:00+02:00';

/** The pinned moment of this run: EKP_JETZT (an ISO instant with offset) or the standard moment. */
export function testmoment(umgebung: Record<string, string | undefined> = process.env): string {
  const gesetzt = umgebung.EKP_JETZT?.trim();
  if (!gesetzt) return STANDARDMOMENT;
  if (!/[zZ]|[+-]\d{2}:\d{2}$/.test(gesetzt) || Number.isNaN(Date.parse(gesetzt))) {
    throw new Error(
      `EKP_JETZT=${gesetzt}: erwartet ein ISO-Zeitpunkt mit Zeitzone, z. B. 2026-03-29T03:30:00+02:00`,
    );
  }
  return new Date(gesetzt).toISOString();
}
