// Sign-in, sessions, passwords, customer data and contact.
import type { Handler, HandlerContext } from '../context.ts';
import { konto, nowMs } from '../context.ts';
import type { DemoResponse } from '../core-types.ts';
import { badRequest, empty, json, notFound, text } from '../core-types.ts';
import type { KontaktdatenAktualisierung, Kontaktanfrage, PasswortAenderung } from '../domain/model.ts';
import type { Session } from '../infra.ts';
import type { Konto } from '../state.ts';

export const LOGIN_FALSCH = 'Kundennummer oder Passwort falsch';
export const KEIN_ZUGANG = 'Zu dieser Kundennummer existiert kein Zugang zum Kundenportal.';
const RESET_GUELTIG_STUNDEN = 24;

function sessionHeaders(ctx: HandlerContext, session: Session): Record<string, string> {
  return { token: session.token, ttl: String(ctx.sessions.ttlSeconds) };
}

function passwortRegeln(neu: string, alt?: string): DemoResponse | null {
  if (neu.length < 8) return badRequest('Das Passwort muss mindestens 8 Zeichen lang sein.', 'neuesPasswort');
  if (alt !== undefined && neu === alt)
    return badRequest('Das neue Passwort muss sich vom alten unterscheiden.', 'neuesPasswort');
  return null;
}

export const login: Handler = (ctx) => {
  const kundennummer = (ctx.headers.kundennummer ?? '').trim();
  const k = ctx.state.konten.get(kundennummer);
  if (!k) return text(401, LOGIN_FALSCH);
  // 10000004 has no portal access at all: any password gives 702.
  if (k.gesperrt) return text(702, KEIN_ZUGANG);
  if (ctx.headers.passwort !== k.passwort) return text(401, LOGIN_FALSCH);
  if (k.mussPasswortAendern) return text(700, 'Das Passwort muss geändert werden.');
  const session = ctx.sessions.create(k.kundennummer);
  return json(200, { kundennummer: k.kundennummer }, sessionHeaders(ctx, session));
};

export const logout: Handler = (ctx) => {
  const session = ctx.sessions.find(ctx.headers.token, ctx.headers.kundennummer);
  if (!session) return json(401, { message: 'Die Sitzung ist abgelaufen.' });
  ctx.sessions.invalidate(session.token);
  return empty(204);
};

export const tokenErneuern: Handler = (ctx) => {
  const old = ctx.session;
  if (!old) throw new Error('tokenErneuern ohne Sitzung');
  const session = ctx.sessions.create(old.kundennummer);
  ctx.sessions.retire(old, 60);
  // Header and body both carry the token (SPEC §7: "renewed from ttl header and response data").
  return json(
    200,
    { kundennummer: session.kundennummer, token: session.token },
    sessionHeaders(ctx, session),
  );
};

export const passwortAendern: Handler = (ctx) => {
  const kundennummer = (ctx.headers.kundennummer ?? '').trim();
  const k = ctx.state.konten.get(kundennummer);
  if (!k || k.gesperrt) return json(401, { message: 'Nicht angemeldet.' });
  // A wrong Kundennummer is an authentication failure; only the password itself is a 400 (the portal logs out on 401).
  const token = ctx.headers.token ?? '';
  if (token !== '') {
    if (!ctx.sessions.find(token, kundennummer)) return json(401, { message: 'Die Sitzung ist abgelaufen.' });
  } else if (!k.mussPasswortAendern) {
    // An empty token is only the forced-change state after a 700 login.
    return json(401, { message: 'Nicht angemeldet.' });
  }
  const body = ctx.body as PasswortAenderung;
  if (body.altesPasswort !== k.passwort)
    return badRequest('Das alte Passwort ist nicht korrekt.', 'altesPasswort');
  const regel = passwortRegeln(body.neuesPasswort, body.altesPasswort);
  if (regel) return regel;
  k.passwort = body.neuesPasswort;
  k.mussPasswortAendern = false;
  ctx.sessions.invalidateAll(k.kundennummer);
  const session = ctx.sessions.create(k.kundennummer);
  return json(200, { kundennummer: k.kundennummer }, sessionHeaders(ctx, session));
};

function anzeigename(k: Konto): string {
  const d = k.daten;
  if (d.anrede === 'Firma') return d.firma ?? '';
  return [d.anrede === 'Herr' || d.anrede === 'Frau' ? d.anrede : '', d.titel, d.vorname, d.nachname]
    .filter(Boolean)
    .join(' ');
}

export const passwortZuruecksetzen: Handler = (ctx) => {
  const kundennummer = (ctx.headers.kundennummer ?? '').trim();
  const k = ctx.state.konten.get(kundennummer);
  const keineAdresse =
    'Zu dieser Kundennummer ist keine E-Mail-Adresse hinterlegt oder die Kundennummer ist unbekannt.';
  if (!k) return notFound(keineAdresse);
  if (k.gesperrt) return text(702, KEIN_ZUGANG);
  if (!k.daten.email) return notFound(keineAdresse);
  const token = crypto.randomUUID();
  ctx.resetTokens.set(token, {
    kundennummer: k.kundennummer,
    expiresAt: nowMs(ctx) + RESET_GUELTIG_STUNDEN * 3_600_000,
  });
  const basisUrl = ctx.headers.basisurl ?? '';
  const link = `${basisUrl}${basisUrl.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
  ctx.mailbox.send({
    art: 'passwort-zuruecksetzen',
    to: k.kundennummer,
    email: k.daten.email,
    subject: 'Ihr neues Passwort für das Kundenportal',
    text:
      `Guten Tag ${anzeigename(k)},\n\n` +
      `Sie haben angefordert, das Passwort für Ihren Zugang zum Kundenportal (Kundennummer ${k.kundennummer}) zurückzusetzen. ` +
      `Über den folgenden Link können Sie ein neues Passwort vergeben:\n\n${link}\n\n` +
      `Der Link ist ${RESET_GUELTIG_STUNDEN} Stunden gültig und kann einmal verwendet werden. ` +
      `Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail bitte.\n\nIhr Kundenservice`,
    link,
    token,
    gesendet: ctx.clock.now().toISOString(),
  });
  return empty(204);
};

export const passwortZuruecksetzenAbschliessen: Handler = (ctx) => {
  const token = ctx.headers.token ?? '';
  const eintrag = ctx.resetTokens.get(token);
  if (!eintrag || eintrag.expiresAt <= nowMs(ctx)) {
    ctx.resetTokens.delete(token);
    return badRequest('Der Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.', 'token');
  }
  const neu = ctx.headers.neuespasswort ?? '';
  const regel = passwortRegeln(neu);
  if (regel) return regel;
  const k = ctx.state.konten.get(eintrag.kundennummer);
  if (!k) return badRequest('Die Kundennummer ist unbekannt.', 'token');
  ctx.resetTokens.delete(token);
  k.passwort = neu;
  k.mussPasswortAendern = false;
  ctx.sessions.invalidateAll(k.kundennummer);
  return empty(204);
};

export const getAnschlussnutzer: Handler = (ctx) => json(200, konto(ctx).daten);

// Portal rules of SPEC §5, enforced again on the server.
export const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
export const EMAIL_UNGUELTIG = 'Die angegebene Email ist ungültig.';
const TELEFON = /^\+?[0-9][0-9 ()/-]{3,24}$/;

export const kontaktdatenAktualisieren: Handler = (ctx) => {
  const k = konto(ctx);
  const body = ctx.body as KontaktdatenAktualisierung;
  const email = body.email.trim();
  if (email !== '' && (email.length > 254 || !EMAIL.test(email))) return badRequest(EMAIL_UNGUELTIG, 'email');
  for (const feld of ['festnetz', 'mobil', 'fax'] as const) {
    const value = body[feld].trim();
    if (value !== '' && !TELEFON.test(value))
      return badRequest(`Die Telefonnummer (${feld}) ist ungültig.`, feld);
  }
  // An empty string clears a value (contract); cleared values are null like every unknown value.
  const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
  k.daten = {
    ...k.daten,
    email: orNull(body.email),
    festnetz: orNull(body.festnetz),
    mobil: orNull(body.mobil),
    fax: orNull(body.fax),
  };
  return json(200, k.daten);
};

export const BETREFFE: string[] = [
  'Abschlagsänderung',
  'Frage zur Abrechnung',
  'Frage zum Bearbeitungsstand',
  'Sonstiges',
];

export const kontaktanfrageSenden: Handler = (ctx) => {
  const k = konto(ctx);
  const body = ctx.body as Kontaktanfrage;
  if (!BETREFFE.includes(body.betreff))
    return badRequest('Vor dem Senden muss ein Betreff gewählt werden.', 'betreff');
  if (body.text.trim().length < 20)
    return badRequest('Die Nachricht muss mindestens 20 Zeichen lang sein.', 'text');
  ctx.state.kontaktanfragen.push({
    kundennummer: k.kundennummer,
    betreff: body.betreff,
    text: body.text,
    eingegangen: ctx.clock.now().toISOString(),
  });
  return empty(204);
};
