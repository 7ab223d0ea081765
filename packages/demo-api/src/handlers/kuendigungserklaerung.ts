// The statutory cancellation button (§ 312k BGB, issue 14), an extension beyond SPEC: a declaration without
// signing in. Nothing here looks at the customers or contracts, so status, keys and mail are the same whether the
// Kundennummer or contract exists: the call cannot be used to probe for customers.
import type { Handler } from '../context.ts';
import { nowMs } from '../context.ts';
import type { DemoResponse } from '../core-types.ts';
import { badRequest, json, text } from '../core-types.ts';
import { zweiterArbeitstagNach } from '../domain/feiertage.ts';
import type { Kuendigungserklaerung } from '../domain/model.ts';
import { berlinDate, berlinIso, berlinParts, deDate, deZeitpunkt } from '../domain/time.ts';
import { EMAIL, EMAIL_UNGUELTIG } from './konto.ts';
import { zuFruehesLieferende } from './vertrag.ts';

const ART: Record<Kuendigungserklaerung['art'], string> = {
  ORDENTLICH: 'ordentliche Kündigung',
  AUSSERORDENTLICH: 'außerordentliche Kündigung',
};

const GRUND: Record<NonNullable<Kuendigungserklaerung['grund']>, string> = {
  ANBIETERWECHSEL: 'Anbieterwechsel',
  AUSZUG: 'Auszug',
  SONDERKUENDIGUNG: 'Sonderkündigung',
};

const ENERGIEART: Record<NonNullable<Kuendigungserklaerung['energieart']>, string> = {
  strom: 'Strom',
  gas: 'Gas',
};

const leer = (wert: string | undefined): boolean => (wert ?? '').trim() === '';

/** The rules the schema cannot state; the first broken one, in the order of the form. */
function regelverstoss(erklaerung: Kuendigungserklaerung, heute: string): DemoResponse | null {
  if (erklaerung.art === 'AUSSERORDENTLICH' && erklaerung.grund === undefined)
    return badRequest('Für eine außerordentliche Kündigung wählen Sie bitte einen Grund.', 'grund');
  if (leer(erklaerung.name))
    return badRequest('Bitte geben Sie Ihren Namen oder den Namen Ihrer Firma an.', 'name');
  if (leer(erklaerung.vertragsnummer) && erklaerung.energieart === undefined) {
    return badRequest(
      'Bitte geben Sie die Vertragsnummer an oder wählen Sie die Energieart (Strom oder Gas), damit wir den Vertrag zuordnen können.',
      'vertragsnummer',
    );
  }
  if (erklaerung.zeitpunkt === 'DATUM') {
    if (erklaerung.datum === undefined)
      return badRequest('Bitte geben Sie das Datum an, zu dem der Vertrag enden soll.', 'datum');
    const fruehestens = zweiterArbeitstagNach(heute);
    if (erklaerung.datum < fruehestens) return badRequest(zuFruehesLieferende(fruehestens), 'datum');
  }
  const email = erklaerung.email.trim();
  if (email.length > 254 || !EMAIL.test(email)) return badRequest(EMAIL_UNGUELTIG, 'email');
  return null;
}

function zuVieleAnfragen(sekunden: number): DemoResponse {
  const minuten = Math.ceil(sekunden / 60);
  const dauer =
    sekunden < 60 ? `${sekunden} Sekunden` : minuten === 1 ? 'einer Minute' : `${minuten} Minuten`;
  return text(
    429,
    `Von Ihrem Anschluss sind in kurzer Zeit zu viele Kündigungen eingegangen. Bitte versuchen Sie es in ${dauer} erneut.`,
    { 'retry-after': String(sekunden) },
  );
}

/** The confirmation mail: everything declared, the receipt, the reference and the end date we will confirm. */
function bestaetigungstext(
  erklaerung: Kuendigungserklaerung,
  eingang: number,
  referenz: string,
  vertragsende: string,
): string {
  const a = erklaerung.lieferadresse;
  const angaben: [string, string | undefined][] = [
    ['Art der Kündigung', ART[erklaerung.art]],
    ['Grund', erklaerung.grund === undefined ? undefined : GRUND[erklaerung.grund]],
    ['Erläuterung zum Grund', erklaerung.grundText],
    ['Name', erklaerung.name],
    ['Kundennummer', erklaerung.kundennummer],
    ['Lieferadresse', `${a.strasse} ${a.hausnummer}, ${a.postleitzahl} ${a.ort}`],
    ['Zählernummer', erklaerung.zaehlernummer],
    ['Vertragsnummer', erklaerung.vertragsnummer],
    ['Energieart', erklaerung.energieart === undefined ? undefined : ENERGIEART[erklaerung.energieart]],
    [
      'Gewünschtes Vertragsende',
      erklaerung.zeitpunkt === 'DATUM' ? `zum ${deDate(vertragsende)}` : 'zum nächstmöglichen Zeitpunkt',
    ],
    ['E-Mail-Adresse', erklaerung.email.trim()],
    ['Nachricht', erklaerung.nachricht],
  ];
  const zeilen = angaben
    .filter((eintrag): eintrag is [string, string] => !leer(eintrag[1]))
    .map(([feld, wert]) => `${feld}: ${wert.trim()}`);
  const ende =
    erklaerung.zeitpunkt === 'DATUM'
      ? `Wir werden Ihnen das Vertragsende zum ${deDate(vertragsende)} bestätigen.`
      : `Wir werden Ihnen das Vertragsende zum ${deDate(vertragsende)} bestätigen: Der nächstmögliche Zeitpunkt ` +
        'ist in diesem Demo-Backend der zweite Arbeitstag (Montag bis Freitag, kein Feiertag) nach Eingang der Kündigung.';
  return (
    `Guten Tag ${erklaerung.name.trim()},\n\n` +
    `Ihre Kündigung ist am ${deZeitpunkt(eingang)} bei uns eingegangen. Ihre Referenz lautet ${referenz}.\n\n` +
    `Ihre Angaben:\n${zeilen.join('\n')}\n\n` +
    `${ende} Die Bestätigung erhalten Sie gesondert, nachdem wir Ihre Angaben geprüft haben.\n\n` +
    'Bitte bewahren Sie diese E-Mail als Nachweis Ihrer Kündigung auf.\n\nIhr Kundenservice'
  );
}

export const kuendigungErklaeren: Handler = (ctx) => {
  const erklaerung = ctx.body as Kuendigungserklaerung;
  // Whole seconds, like every other timestamp of the demo backend.
  const eingang = Math.floor(nowMs(ctx) / 1000) * 1000;
  const heute = berlinDate(eingang);
  const verstoss = regelverstoss(erklaerung, heute);
  if (verstoss) return verstoss;
  // Only valid declarations count: a customer correcting a typo is never locked out by the limit.
  const warten = ctx.kuendigungLimit.retryAfterSeconds(ctx.client);
  if (warten > 0) return zuVieleAnfragen(warten);

  const nummer = ctx.state.kuendigungserklaerungen.length + 1;
  const referenz = `K-${berlinParts(eingang).year}-${String(nummer).padStart(6, '0')}`;
  const vertragsende =
    erklaerung.zeitpunkt === 'DATUM' && erklaerung.datum !== undefined
      ? erklaerung.datum
      : zweiterArbeitstagNach(heute);
  const eingangszeitpunkt = berlinIso(eingang);
  ctx.kuendigungLimit.record(ctx.client);
  ctx.state.kuendigungserklaerungen.push({
    referenz,
    eingangszeitpunkt,
    vertragsende,
    erklaerung,
    client: ctx.client,
  });
  ctx.mailbox.send({
    art: 'kuendigung',
    // Not matched to an account: the declared Kundennummer is unchecked (it is in the text).
    to: '',
    email: erklaerung.email.trim(),
    subject: `Eingangsbestätigung Ihrer Kündigung (Referenz ${referenz})`,
    text: bestaetigungstext(erklaerung, eingang, referenz, vertragsende),
    referenz,
    gesendet: ctx.clock.now().toISOString(),
  });
  return json(202, { eingangszeitpunkt, referenz });
};
