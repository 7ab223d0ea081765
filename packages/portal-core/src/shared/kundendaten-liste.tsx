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
import { unwrap, type KundenportalClient } from '@ekp/api-client';
import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';

import { vertragsAktion, type VertragsAktion } from '../rules/gueltigkeit.ts';
import { useDocumentTitle } from './document-title.ts';
import * as texts from '../texts.ts';
import { FehlerAlert, FehlerPraefix } from './fehler-praefix.tsx';
import { useApi } from './portal-context.tsx';
import {
  eintragGueltigkeit,
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

interface ListenAktion<T> {
  /** The entry's id; an entry without one cannot be changed ('Die Aktion konnte nicht korrekt ausgeführt werden.'). */
  id: (eintrag: T) => string | null | undefined;
  ausfuehren: (aktion: VertragsAktion, id: string) => Promise<unknown>;
  /** Reloads the list (after success and after failure: the list shows what the server has now). */
  neuLaden: () => Promise<unknown>;
  labels: Record<VertragsAktion, string>;
  fehler: Record<VertragsAktion, string>;
  erfolg: Record<VertragsAktion, string>;
}

interface KundendatenListeProps<T extends Eintrag> {
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

/** The texts of one kind of list (texts.bankverbindung, texts.rechnungsadresse). */
interface ListenTexte extends Record<VertragsAktion, string> {
  alleDesKunden: string;
  alleDesVertrags: (vertrag: string) => string;
  keineGefunden: string;
  keineVertragsspezifischen: string;
  nichtGeloescht: string;
  nichtBeendet: string;
  geloescht: string;
  beendetMeldung: string;
}

type ListenLink = KundendatenListeProps<Eintrag>['neu'];

/**
 * What tells the billing-address lists from the bank-account lists: the customer's list and the contract's list
 * (with delete and end) are the same screen for both.
 */
export interface Kundendatenart<T extends Eintrag> {
  /** The path segment of the contract's calls /{vertrag}/<art>/loeschen/{id} and …/beenden/{id}. */
  art: 'bankverbindung' | 'rechnungsadresse';
  texte: ListenTexte;
  id: (eintrag: T) => string | null | undefined;
  ueberschrift: (eintrag: T) => string;
  inhalt: (eintrag: T) => ReactNode;
  neuLaden: (queryClient: QueryClient, vertrag: string) => Promise<unknown>;
  /** The form for a new entry and where 'Zurück' leads without history, for the customer and for a contract. */
  kunde: { neu: ListenLink; zurueck: string };
  vertrag: (vertrag: string) => { neu: ListenLink; zurueck: string };
}

const entfernenPfade = {
  bankverbindung: {
    loeschen: '/{vertrag}/bankverbindung/loeschen/{id}',
    beenden: '/{vertrag}/bankverbindung/beenden/{id}',
  },
  rechnungsadresse: {
    loeschen: '/{vertrag}/rechnungsadresse/loeschen/{id}',
    beenden: '/{vertrag}/rechnungsadresse/beenden/{id}',
  },
} as const;

const schluessel =
  <T extends Eintrag>(art: Kundendatenart<T>) =>
  (eintrag: T, index: number) =>
    `${art.id(eintrag) ?? ''}-${index}`;

/** The customer's list of one kind, read-only. */
export function KundenListenSeite<T extends Eintrag, K extends QueryKey>({
  art,
  query,
}: {
  art: Kundendatenart<T>;
  query: (api: KundenportalClient) => UseQueryOptions<T[], Error, T[], K>;
}) {
  const api = useApi();
  const liste = useQuery(query(api));
  return (
    <KundendatenListe
      titel={art.texte.alleDesKunden}
      liste={liste}
      leerText={art.texte.keineGefunden}
      schluessel={schluessel(art)}
      ueberschrift={art.ueberschrift}
      inhalt={art.inhalt}
      neu={art.kunde.neu}
      zurueckErsatz={art.kunde.zurueck}
    />
  );
}

/** The contract's own entries of one kind, each deleted or ended in two steps. */
export function VertragsListenSeite<T extends Eintrag, K extends QueryKey>({
  art,
  query,
}: {
  art: Kundendatenart<T>;
  query: (api: KundenportalClient, vertrag: string) => UseQueryOptions<T[], Error, T[], K>;
}) {
  const { id: vertrag = '' } = useParams();
  const api = useApi();
  const queryClient = useQueryClient();
  const liste = useQuery(query(api, vertrag));
  const { neu, zurueck } = art.vertrag(vertrag);
  const t = art.texte;
  return (
    <KundendatenListe
      key={vertrag}
      titel={t.alleDesVertrags(vertrag)}
      liste={liste}
      leerText={t.keineVertragsspezifischen}
      schluessel={schluessel(art)}
      ueberschrift={art.ueberschrift}
      inhalt={art.inhalt}
      neu={neu}
      zurueckErsatz={zurueck}
      aktion={{
        id: art.id,
        ausfuehren: (aktion, id) =>
          unwrap(api, api.DELETE(entfernenPfade[art.art][aktion], { params: { path: { vertrag, id } } })),
        neuLaden: () => art.neuLaden(queryClient, vertrag),
        labels: { loeschen: t.loeschen, beenden: t.beenden },
        fehler: { loeschen: t.nichtGeloescht, beenden: t.nichtBeendet },
        erfolg: { loeschen: t.geloescht, beenden: t.beendetMeldung },
      }}
    />
  );
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

function KundendatenListe<T extends Eintrag>({
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
