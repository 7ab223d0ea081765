import { Button, CloseIcon, FieldError, FileInput } from '@ekp/ui';
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type Ref } from 'react';

import { formatKilobyte, formatProzent, formatZahl } from '../../format/de.ts';
import { fotoInhaltFehler, fotoMimeTyp, fotoVorabFehler } from '../../rules/ablesung.ts';
import { BILD_ACCEPT, FOTO_GRENZEN, SIGNATUR_LAENGE } from '../../rules/foto.ts';
import * as texts from '../../texts.ts';
import { bereiteFotoVor, leseDatei, type VorbereitetesFoto } from './foto-verkleinern.ts';

interface Datei {
  name: string;
  groesse: number;
}

export type FotoZustand =
  | { art: 'leer' }
  | ({ art: 'lesen'; prozent: number } & Datei)
  | ({ art: 'vorbereiten' } & Datei)
  | ({ art: 'fertig'; foto: VorbereitetesFoto } & Datei)
  | { art: 'fehler'; meldung: string };

/** The photo's state machine: choose → read (progress) → check bytes → downscale/encode → ready, or a message. */
export function useFoto() {
  const [zustand, setZustand] = useState<FotoZustand>({ art: 'leer' });
  // Only the latest choice may set the state: a slow earlier file must not overwrite a later one.
  const auftrag = useRef(0);
  useEffect(
    () => () => {
      auftrag.current += 1;
    },
    [],
  );

  const waehle = useCallback(async (datei: File) => {
    const nummer = ++auftrag.current;
    const aktuell = () => nummer === auftrag.current;
    const vorab = fotoVorabFehler(datei);
    if (vorab) {
      setZustand({ art: 'fehler', meldung: vorab });
      return;
    }
    const info: Datei = { name: datei.name, groesse: datei.size };
    setZustand({ art: 'lesen', prozent: 0, ...info });
    let inhalt: ArrayBuffer;
    try {
      inhalt = await leseDatei(datei, (prozent) => {
        if (aktuell()) setZustand({ art: 'lesen', prozent, ...info });
      });
    } catch {
      if (aktuell()) setZustand({ art: 'fehler', meldung: texts.ablesung.lesefehler });
      return;
    }
    if (!aktuell()) return;
    const kopf = new Uint8Array(inhalt, 0, Math.min(SIGNATUR_LAENGE, inhalt.byteLength));
    const falsch = fotoInhaltFehler(kopf);
    const mimeTyp = fotoMimeTyp(kopf);
    if (falsch || !mimeTyp) {
      setZustand({ art: 'fehler', meldung: falsch ?? texts.ablesung.fotoFalscherTyp });
      return;
    }
    setZustand({ art: 'vorbereiten', ...info });
    try {
      const foto = await bereiteFotoVor(new Blob([inhalt], { type: mimeTyp }));
      if (aktuell()) setZustand({ art: 'fertig', foto, ...info });
    } catch {
      // Right signature, but the browser cannot decode it (truncated or damaged file).
      if (aktuell()) setZustand({ art: 'fehler', meldung: texts.ablesung.lesefehler });
    }
  }, []);

  const entferne = useCallback(() => {
    auftrag.current += 1;
    setZustand({ art: 'leer' });
  }, []);

  return { zustand, waehle, entferne };
}

export function fotoInArbeit(zustand: FotoZustand): boolean {
  return zustand.art === 'lesen' || zustand.art === 'vorbereiten';
}

interface FotoFeldProps {
  id: string;
  zustand: FotoZustand;
  onWaehle: (datei: File) => void;
  onEntferne: () => void;
  disabled?: boolean;
  /** The "Bild auswählen" input, e.g. for the error summary's link. */
  inputRef?: Ref<HTMLInputElement>;
}

const MAX_MB = FOTO_GRENZEN.maxDateiBytes / 1024 / 1024;

/**
 * The optional meter photo (SPEC §2, §5, §9). Two pickers: "Bild auswählen" (no capture: phones offer camera,
 * gallery and files) and, on touch devices only, "Foto aufnehmen" with capture="environment", which opens the
 * rear camera directly. Offering only the capture input would lock out a photo taken earlier.
 */
export function FotoFeld({ id, zustand, onWaehle, onEntferne, disabled, inputRef }: FotoFeldProps) {
  const basis = useId();
  const hinweisId = `${basis}-hinweis`;
  const fehlerId = `${basis}-fehler`;
  const statusId = `${basis}-status`;
  const auswahlRef = useRef<HTMLInputElement | null>(null);
  const fehler = zustand.art === 'fehler' ? zustand.meldung : undefined;

  const gewaehlt = (event: ChangeEvent<HTMLInputElement>) => {
    const datei = event.target.files?.[0];
    // Empty the input, so choosing the same file again (after a removal or an error) is a change again.
    event.target.value = '';
    if (datei) onWaehle(datei);
  };

  const entfernen = () => {
    onEntferne();
    auswahlRef.current?.focus();
  };

  const setzeRef = (element: HTMLInputElement | null) => {
    auswahlRef.current = element;
    if (typeof inputRef === 'function') inputRef(element);
    else if (inputRef) inputRef.current = element;
  };

  const beschreibung = [hinweisId, fehler ? fehlerId : undefined, statusId].filter(Boolean).join(' ');

  return (
    <fieldset
      className={fehler ? 'flex flex-col gap-2 border-l-4 border-danger pl-3' : 'flex flex-col gap-2'}
    >
      <legend className="mb-1 font-semibold text-text">{texts.ablesung.foto}</legend>
      <p id={hinweisId} className="text-sm text-muted">
        {texts.ablesung.fotoTypen} {texts.ablesung.fotoGrenzen(MAX_MB, formatZahl(FOTO_GRENZEN.maxSeite))}
      </p>
      {fehler && (
        <FieldError id={fehlerId} prefix={texts.allgemein.fehlerPraefix}>
          {fehler}
        </FieldError>
      )}
      <div className="flex flex-wrap gap-3">
        <div className="hidden pointer-coarse:block">
          <FileInput
            label={texts.ablesung.fotoAufnehmen}
            accept={BILD_ACCEPT}
            capture="environment"
            disabled={disabled}
            onChange={gewaehlt}
            aria-describedby={beschreibung}
            aria-invalid={fehler ? true : undefined}
          />
        </div>
        <FileInput
          id={id}
          ref={setzeRef}
          label={texts.ablesung.fotoAuswaehlen}
          accept={BILD_ACCEPT}
          disabled={disabled}
          onChange={gewaehlt}
          aria-describedby={beschreibung}
          aria-invalid={fehler ? true : undefined}
        />
      </div>
      <div id={statusId} role="status" className="flex flex-col gap-2">
        <FotoStatus zustand={zustand} />
      </div>
      {zustand.art === 'fertig' && (
        <div className="flex flex-col items-start gap-2">
          <img
            src={`data:${zustand.foto.mimeTyp};base64,${zustand.foto.base64}`}
            alt={texts.ablesung.fotoVorschau}
            className="max-h-64 w-auto max-w-full rounded-brand border border-border"
          />
          <Button variant="secondary" size="sm" icon={<CloseIcon />} onClick={entfernen} disabled={disabled}>
            {texts.ablesung.fotoEntfernen}
          </Button>
        </div>
      )}
    </fieldset>
  );
}

function FotoStatus({ zustand }: { zustand: FotoZustand }) {
  switch (zustand.art) {
    case 'leer':
    case 'fehler':
      return <p>{texts.ablesung.keinBild}</p>;
    case 'lesen':
      return (
        <>
          <p className="break-all">
            {texts.ablesung.fotoDatei(zustand.name, formatKilobyte(zustand.groesse))}
          </p>
          <div className="flex items-center gap-3">
            <progress
              value={zustand.prozent}
              max={100}
              aria-label={texts.ablesung.fotoFortschritt(formatProzent(zustand.prozent))}
              className="h-2 w-40 accent-primary"
            />
            <span>{texts.ablesung.fotoFortschritt(formatProzent(zustand.prozent))}</span>
          </div>
        </>
      );
    case 'vorbereiten':
      return (
        <>
          <p className="break-all">
            {texts.ablesung.fotoDatei(zustand.name, formatKilobyte(zustand.groesse))}
          </p>
          <p>
            {texts.ablesung.fotoFortschritt(formatProzent(100))} {texts.ablesung.fotoWirdVorbereitet}
          </p>
        </>
      );
    case 'fertig':
      return (
        <>
          <p className="break-all">
            {texts.ablesung.fotoDatei(zustand.name, formatKilobyte(zustand.groesse))}
          </p>
          <p>
            {zustand.foto.verkleinert
              ? texts.ablesung.fotoVerkleinert(
                  formatZahl(zustand.foto.breite),
                  formatZahl(zustand.foto.hoehe),
                  formatKilobyte(zustand.foto.bytes),
                )
              : texts.ablesung.fotoFortschritt(formatProzent(100))}
          </p>
        </>
      );
  }
}
