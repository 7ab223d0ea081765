import {
  Button,
  buttonClassName,
  Card,
  EmptyState,
  Inline,
  LoadingMask,
  PageHeader,
  ReloadIcon,
  Stack,
  TwoStepButton,
  type AlertTone,
} from '@ekp/ui';
import { useMutation, type UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';

import { vertragsAktion, type VertragsAktion } from '../rules/kundendaten.ts';
import { useDocumentTitle } from './document-title.ts';
import * as texts from '../texts.ts';
import { FehlerPraefix } from './fehler-praefix.tsx';
import {
  eintragGueltigkeit,
  FehlerAlert,
  fehlertext,
  gueltigkeitText,
  gueltigkeitTon,
  heute,
  MeldungMitFokus,
  ZurueckButton,
} from './kundendaten-ui.tsx';

/**
 * The list screens of billing addresses and bank accounts (customer and contract): one card per entry, newest
 * first as the server sends them; on a contract, each entry that can still be changed has the two-step
 * delete-or-end button of SPEC §2/§4.
 */

interface Eintrag {
  gueltigVon: string;
  gueltigBis: string | null;
}

export interface ListenAktion<T> {
  /** The entry's id; an entry without one cannot be changed ('Die Aktion konnte nicht korrekt ausgeführt werden.'). */
  id: (eintrag: T) => string | null | undefined;
  ausfuehren: (aktion: VertragsAktion, id: string) => Promise<unknown>;
  /** Reloads the list (after success and after failure: the list shows what the server has now). */
  neuLaden: () => Promise<unknown>;
  labels: Record<VertragsAktion, string>;
  fehler: Record<VertragsAktion, string>;
  erfolg: Record<VertragsAktion, string>;
}

export interface KundendatenListeProps<T extends Eintrag> {
  titel: string;
  liste: UseQueryResult<T[]>;
  leerText: string;
  schluessel: (eintrag: T, index: number) => string;
  /** Heading of an entry's card (the IBAN, the addressee). */
  ueberschrift: (eintrag: T) => string;
  inhalt: (eintrag: T) => ReactNode;
  /** Link to the form that creates a new entry. */
  neu: { to: string; label: string };
  zurueckErsatz: string;
  aktion?: ListenAktion<T>;
}

interface Rueckmeldung {
  ton: AlertTone;
  titel: string;
  text?: string;
  nummer: number;
}

/** A result of an action: announced and focused, because the entry it was about may have left the list. */
function RueckmeldungAnzeige({ rueckmeldung }: { rueckmeldung: Rueckmeldung }) {
  return (
    <MeldungMitFokus ton={rueckmeldung.ton} fokusKey={rueckmeldung.nummer}>
      <p className={rueckmeldung.text ? 'font-semibold' : undefined}>
        {rueckmeldung.ton === 'danger' && <FehlerPraefix />}
        {rueckmeldung.titel}
      </p>
      {rueckmeldung.text && <p>{rueckmeldung.text}</p>}
    </MeldungMitFokus>
  );
}

export function KundendatenListe<T extends Eintrag>({
  titel,
  liste,
  leerText,
  schluessel,
  ueberschrift,
  inhalt,
  neu,
  zurueckErsatz,
  aktion,
}: KundendatenListeProps<T>) {
  useDocumentTitle(titel);
  const [rueckmeldung, setRueckmeldung] = useState<Rueckmeldung | null>(null);
  const melden = (r: Omit<Rueckmeldung, 'nummer'>) =>
    setRueckmeldung((vorher) => ({ ...r, nummer: (vorher?.nummer ?? 0) + 1 }));

  const ausfuehren = useMutation({
    mutationFn: ({ art, id }: { art: VertragsAktion; id: string }) =>
      aktion?.ausfuehren(art, id) ?? Promise.resolve(),
    onSuccess: (_daten, { art }) => {
      if (aktion) melden({ ton: 'success', titel: aktion.erfolg[art] });
    },
    onError: (error, { art }) => {
      if (!aktion) return;
      const detail = fehlertext(error, '');
      melden({ ton: 'danger', titel: aktion.fehler[art], ...(detail !== '' ? { text: detail } : {}) });
    },
    onSettled: () => aktion?.neuLaden(),
  });

  const bestaetigt = (eintrag: T, art: VertragsAktion) => {
    if (!aktion || ausfuehren.isPending) return;
    const id = (aktion.id(eintrag) ?? '').trim();
    if (id === '') {
      melden({ ton: 'danger', titel: texts.allgemein.aktionFehlgeschlagen });
      return;
    }
    ausfuehren.mutate({ art, id });
  };

  const tag = heute();
  let koerper: ReactNode;
  if (liste.isPending) koerper = <LoadingMask loading label={texts.allgemein.wirdGeladen} />;
  else if (liste.isError)
    koerper = (
      <Stack gap="sm">
        <FehlerAlert>{texts.allgemein.unbekannterFehler}</FehlerAlert>
        <Inline>
          <Button variant="secondary" icon={<ReloadIcon />} onClick={() => void liste.refetch()}>
            {texts.allgemein.neuLaden}
          </Button>
        </Inline>
      </Stack>
    );
  else if (liste.data.length === 0) koerper = <EmptyState>{leerText}</EmptyState>;
  else
    koerper = (
      <ul className="flex list-none flex-col gap-4">
        {liste.data.map((eintrag, index) => {
          const gueltigkeit = eintragGueltigkeit(eintrag);
          const art = aktion ? vertragsAktion(eintrag, tag) : null;
          return (
            <li key={schluessel(eintrag, index)}>
              <Card
                heading={ueberschrift(eintrag)}
                tone={gueltigkeitTon(gueltigkeit)}
                statusLabel={gueltigkeitText(gueltigkeit)}
                actions={
                  aktion && art ? (
                    <TwoStepButton
                      label={aktion.labels[art]}
                      question={texts.allgemein.wirklichAusfuehren}
                      confirmLabel={texts.allgemein.ja}
                      cancelLabel={texts.allgemein.nein}
                      onConfirm={() => bestaetigt(eintrag, art)}
                      disabled={ausfuehren.isPending}
                      loading={ausfuehren.isPending && ausfuehren.variables.id === aktion.id(eintrag)}
                    />
                  ) : undefined
                }
              >
                {inhalt(eintrag)}
              </Card>
            </li>
          );
        })}
      </ul>
    );

  return (
    <Stack gap="lg">
      <PageHeader title={titel} back={<ZurueckButton ersatz={zurueckErsatz} />} />
      {rueckmeldung && <RueckmeldungAnzeige rueckmeldung={rueckmeldung} />}
      <Inline>
        <Link to={neu.to} className={buttonClassName('primary')}>
          {neu.label}
        </Link>
      </Inline>
      {koerper}
    </Stack>
  );
}
