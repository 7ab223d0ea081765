import { Alert, Button, Heading } from '@ekp/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';

import { formatDatum } from '../format/de.ts';
import { formatAblesewert } from '../rules/ablesung.ts';
import * as texts from '../texts.ts';
import {
  ausstehendeAendern,
  ausstehendeEntfernen,
  type AusstehendeAblesung,
  type AusstehendZustand,
} from './ablesungen-ausstehend.ts';
import { einzeln, useAusstehendeAblesungen, useAusstehendeSenden } from './ablesung-senden.ts';
import { useSession } from './portal-context.tsx';
import { queryKeys } from './queries.ts';

/** The values as the customer typed them, with their own decimals ('1-0:1.8.0: 12.345,6'). */
function werte(ablesung: AusstehendeAblesung): string {
  return Object.entries(ablesung.ablesung.ablesewerte)
    .map(([obiskennzahl, ablesewert]) => `${obiskennzahl}: ${formatAblesewert({ obiskennzahl, ablesewert })}`)
    .join(', ');
}

interface EintragProps {
  ablesung: AusstehendeAblesung;
  /** Changes the reading (or removes it: undefined), then sends what waits. */
  aendern: (zustand: AusstehendZustand | undefined, pruefen?: boolean) => Promise<void>;
}

function Eintrag({ ablesung, aendern }: EintragProps) {
  const [beschaeftigt, setBeschaeftigt] = useState(false);
  // Every entry has its Verwerfen: each button is described by its entry's title.
  const titel = useId();
  const { zustand } = ablesung;
  const tun = (zustand?: AusstehendZustand, pruefen?: boolean) => () => {
    setBeschaeftigt(true);
    void aendern(zustand, pruefen).finally(() => setBeschaeftigt(false));
  };
  const verwerfen = (
    <Button variant="secondary" onClick={tun()} disabled={beschaeftigt} aria-describedby={titel}>
      {texts.ausstehend.verwerfen}
    </Button>
  );
  const { zaehlernummer, ablesedatum, foto } = ablesung.ablesung;
  return (
    <li className="flex flex-col gap-3 border-t border-border pt-4 first:border-t-0 first:pt-0">
      <div>
        <p id={titel} className="font-semibold">
          {texts.ausstehend.eintrag(zaehlernummer, ablesung.vertragId, formatDatum(ablesedatum))}
        </p>
        <p className="font-mono tabular-nums">
          {werte(ablesung)}
          {foto !== undefined && <span className="font-sans">, {texts.ausstehend.mitFoto}</span>}
        </p>
      </div>
      {zustand.art === 'wartet' && (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p>{texts.ausstehend.wartet}</p>
          {verwerfen}
        </div>
      )}
      {zustand.art === 'hinweis' && (
        <Alert tone="warning" title={texts.ablesung.plausibilitaetTitel}>
          <p>{zustand.text}</p>
          <p className="mt-2">{texts.ablesung.plausibilitaetErklaerung}</p>
          <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row">
            {verwerfen}
            <Button onClick={tun({ art: 'wartet' }, false)} loading={beschaeftigt} aria-describedby={titel}>
              {texts.ablesung.trotzdemSpeichern}
            </Button>
          </div>
        </Alert>
      )}
      {zustand.art === 'fehler' && (
        // Not role="alert": the error came with an earlier round of sending, not with what the customer just did.
        <Alert tone="danger" role="status">
          <p>{zustand.text}</p>
          <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row">
            {verwerfen}
            <Button onClick={tun({ art: 'wartet' })} loading={beschaeftigt} aria-describedby={titel}>
              {texts.ausstehend.erneutSenden}
            </Button>
          </div>
        </Alert>
      )}
    </li>
  );
}

/**
 * The readings saved on this device without a network and not sent yet (issue 15), each with its state: waiting
 * for the network, or the backend's plausibility note or error to act on. Nothing when none wait.
 */
export function AusstehendeAblesungenListe({ vertragId }: { vertragId?: string }) {
  const kundennummer = useSession()?.kundennummer ?? '';
  const ablesungen = useAusstehendeAblesungen(vertragId);
  const senden = useAusstehendeSenden();
  const queryClient = useQueryClient();
  const ueberschrift = useId();
  const ueberschriftRef = useRef<HTMLHeadingElement>(null);
  if (ablesungen.length === 0) return null;

  // Under the lock of the rounds of sending: a reading being sent right now is not discarded behind its back.
  const aendern = (id: string) => async (zustand: AusstehendZustand | undefined, pruefen?: boolean) => {
    await einzeln(async () => {
      if (zustand) await ausstehendeAendern(id, { zustand, ...(pruefen === undefined ? {} : { pruefen }) });
      else await ausstehendeEntfernen(id);
    }).catch(() => undefined);
    await queryClient.invalidateQueries({ queryKey: queryKeys.ausstehendeAblesungen(kundennummer) });
    // The entry is gone or changes: the focus goes to the list's heading, not to the page's end.
    ueberschriftRef.current?.focus();
    if (zustand) await senden({ warten: true });
  };

  return (
    <section
      aria-labelledby={ueberschrift}
      className="flex flex-col gap-4 rounded-brand border border-border bg-surface p-4 sm:p-6"
    >
      <Heading level={2} id={ueberschrift} ref={ueberschriftRef} tabIndex={-1} className="outline-none">
        {texts.ausstehend.titel}
      </Heading>
      <ul className="flex flex-col gap-4">
        {ablesungen.map((ablesung) => (
          <Eintrag key={ablesung.id} ablesung={ablesung} aendern={aendern(ablesung.id)} />
        ))}
      </ul>
    </section>
  );
}
