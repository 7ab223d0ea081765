import { isAbortError, isApiError, unwrap } from '@ekp/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';

import { IBAN_PRUEF_VERZOEGERUNG_MS } from '../../rules/bankverbindung.ts';
import type { IbanPruefung } from '../../shared/queries.ts';
import { useApi } from '../../shared/portal-context.tsx';
import * as texts from '../../texts.ts';

/**
 * The server check of an IBAN (SPEC §5): it runs 250 ms after the last keystroke, only for an IBAN that already
 * passed the local rule (20 digits after DE, correct check digits), and shows a pending state while it runs.
 * A newer input cancels an older check; an answer for an IBAN the customer no longer has in the field is
 * ignored. Answers are remembered per IBAN, so typing an IBAN again asks the server once only.
 */
export type IbanStatus =
  | { typ: 'undefined' }
  | { typ: 'pending'; iban: string }
  | { typ: 'valid'; iban: string; ergebnis: IbanPruefung }
  | { typ: 'invalid'; iban: string; nachricht: string };

const KEIN_STATUS: IbanStatus = { typ: 'undefined' };

function nachrichtFuer(error: unknown): string {
  // 5xx arrive with the technical message already in place of the body (api-client).
  if (isApiError(error)) return error.serverMessage ?? texts.bankverbindung.fehler.ibanUngueltig;
  return texts.allgemein.unbekannterFehler;
}

export function useIbanPruefung() {
  const api = useApi();
  const [status, setStatus] = useState<IbanStatus>(KEIN_STATUS);
  const aktuelleIban = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const laufend = useRef<{ iban: string; controller: AbortController; ergebnis: Promise<IbanStatus> } | null>(
    null,
  );
  const antworten = useRef(new Map<string, IbanStatus>());

  const abbrechen = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    laufend.current?.controller.abort();
    laufend.current = null;
  }, []);

  useEffect(() => abbrechen, [abbrechen]);

  const starten = useCallback(
    (iban: string): Promise<IbanStatus> => {
      clearTimeout(timer.current);
      timer.current = undefined;
      if (laufend.current?.iban === iban) return laufend.current.ergebnis;
      laufend.current?.controller.abort();
      const controller = new AbortController();
      const ergebnis = unwrap(
        api,
        api.GET('/bankverbindung/pruefe', { params: { query: { iban } }, signal: controller.signal }),
      )
        .then((antwort): IbanStatus => {
          const pruefung: IbanPruefung | undefined = antwort;
          return pruefung?.valide
            ? { typ: 'valid', iban, ergebnis: pruefung }
            : { typ: 'invalid', iban, nachricht: texts.bankverbindung.fehler.ibanUngueltig };
        })
        .catch((error: unknown): IbanStatus => {
          if (isAbortError(error)) return { typ: 'pending', iban };
          return { typ: 'invalid', iban, nachricht: nachrichtFuer(error) };
        })
        .then((neu) => {
          if (laufend.current?.controller === controller) laufend.current = null;
          if (neu.typ !== 'pending') {
            // Only definite answers are remembered; a technical failure may pass on the next attempt.
            const endgueltig =
              neu.typ === 'valid' ||
              (neu.typ === 'invalid' && neu.nachricht === texts.bankverbindung.fehler.ibanUngueltig);
            if (endgueltig) antworten.current.set(iban, neu);
            if (aktuelleIban.current === iban) setStatus(neu);
          }
          return neu;
        });
      laufend.current = { iban, controller, ergebnis };
      return ergebnis;
    },
    [api],
  );

  /** Call on every change of the field with the full IBAN, or null while the local rule fails. */
  const planen = useCallback(
    (iban: string | null) => {
      if (iban === aktuelleIban.current) return;
      aktuelleIban.current = iban;
      abbrechen();
      if (iban === null) {
        setStatus(KEIN_STATUS);
        return;
      }
      const bekannt = antworten.current.get(iban);
      if (bekannt) {
        setStatus(bekannt);
        return;
      }
      setStatus({ typ: 'pending', iban });
      timer.current = setTimeout(() => void starten(iban), IBAN_PRUEF_VERZOEGERUNG_MS);
    },
    [abbrechen, starten],
  );

  /** On submit: the answer for the IBAN in the field now, without waiting for the rest of the 250 ms. */
  const jetzt = useCallback((): Promise<IbanStatus> => {
    const iban = aktuelleIban.current;
    if (iban === null) return Promise.resolve(KEIN_STATUS);
    const bekannt = antworten.current.get(iban);
    if (bekannt) return Promise.resolve(bekannt);
    return starten(iban);
  }, [starten]);

  return { status, planen, jetzt };
}
