import { Button, Heading } from '@ekp/ui';
import { onlineManager } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';

import { abmeldefrageSetzen } from '../shell/nav-bar.tsx';
import * as texts from '../texts.ts';
import { ausstehendeAblesungen, ausstehendeVerwerfen } from './ablesungen-ausstehend.ts';
import { einzeln, useAusstehendeSenden } from './ablesung-senden.ts';
import { useSession } from './portal-context.tsx';

type Wahl = 'spaeter' | 'verwerfen' | 'bleiben';

/** Every minute: a phone can report a network it does not have, and no event says when it really has one. */
const NOCHMAL_MS = 60_000;

/**
 * In the signed-in layout (issue 15): sends the readings that wait on the device when the portal starts or the
 * customer signs in, when the device comes online, and every minute while signed in; and asks at Abmelden whether
 * waiting readings are sent later or discarded.
 */
export function AblesungenNachsenden() {
  const kundennummer = useSession()?.kundennummer ?? '';
  const senden = useAusstehendeSenden();
  const [frage, setFrage] = useState<{ anzahl: number; antwort: (wahl: Wahl) => void }>();
  const dialog = useRef<HTMLDialogElement>(null);
  const titel = useId();
  const erklaerung = useId();

  useEffect(() => {
    void senden();
    const abbestellen = onlineManager.subscribe((online) => {
      if (online) void senden();
    });
    const takt = setInterval(() => void senden(), NOCHMAL_MS);
    return () => {
      abbestellen();
      clearInterval(takt);
    };
  }, [senden]);

  useEffect(() => {
    let offen: ((wahl: Wahl) => void) | undefined;
    const abmelden = abmeldefrageSetzen(async () => {
      const anzahl = (await ausstehendeAblesungen(kundennummer)).length;
      if (anzahl === 0) return true;
      const wahl = await new Promise<Wahl>((antwort) => {
        offen = antwort;
        setFrage({ anzahl, antwort });
      });
      offen = undefined;
      setFrage(undefined);
      // Under the lock of the rounds of sending (after a round under way). Failing storage does not keep the
      // customer signed in against their choice.
      if (wahl === 'verwerfen')
        await einzeln(() => ausstehendeVerwerfen(kundennummer)).catch(() => undefined);
      return wahl !== 'bleiben';
    });
    return () => {
      abmelden();
      // Signed out meanwhile (another tab, an ended session): the open question has nothing left to decide.
      offen?.('bleiben');
    };
  }, [kundennummer]);

  useEffect(() => {
    if (frage && !dialog.current?.open) dialog.current?.showModal();
  }, [frage]);

  if (!frage) return null;
  // close() first: the browser gives the focus back to Abmelden when the customer stays.
  const antworten = (wahl: Wahl) => () => {
    dialog.current?.close();
    frage.antwort(wahl);
  };
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titel}
      aria-describedby={erklaerung}
      // Escape keeps the customer signed in, as Angemeldet bleiben does.
      onCancel={(event) => {
        event.preventDefault();
        antworten('bleiben')();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-brand border border-border bg-surface p-6 text-text backdrop:bg-black/50"
    >
      <div className="flex flex-col gap-4">
        <Heading level={2} id={titel}>
          {texts.ausstehend.abmeldenTitel}
        </Heading>
        <p id={erklaerung}>{texts.ausstehend.abmeldenFrage(frage.anzahl)}</p>
        <div className="flex flex-col gap-3">
          <Button onClick={antworten('spaeter')}>{texts.ausstehend.spaeterSenden}</Button>
          <Button variant="secondary" onClick={antworten('verwerfen')}>
            {texts.ausstehend.verwerfenUndAbmelden}
          </Button>
          <Button variant="secondary" onClick={antworten('bleiben')}>
            {texts.ausstehend.angemeldetBleiben}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
