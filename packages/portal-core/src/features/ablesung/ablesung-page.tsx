import { buttonClassName, LoadingMask, PageHeader } from '@ekp/ui';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';

import { href } from '../../routes/paths.ts';
import { AusstehendeAblesungen } from '../../shared/ausstehende-ablesungen.tsx';
import { useMessageBar } from '../../shared/message-bar.tsx';
import { useApi, useSession } from '../../shared/portal-context.tsx';
import { anschlussnutzerQuery } from '../../shared/queries.ts';
import { useDocumentTitle } from '../../shared/document-title.ts';
import { FehlerAlert } from '../../shared/fehler-praefix.tsx';
import * as texts from '../../texts.ts';
import { AblesungFormular, type Gespeichert, type ZaehlerEintrag } from './ablesung-formular.tsx';
import { zurueck, type AblesungenNavigationState } from './ablesung-navigation.ts';
import { useZaehlerOhneNetz, zaehlerQuery } from './ablesung-queries.ts';

function Seite({ titel, children }: { titel: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageHeader title={titel} />
      {children}
    </div>
  );
}

function Fehler({ text, zurueckZu }: { text: string; zurueckZu: string }) {
  return (
    <>
      <FehlerAlert>{text}</FehlerAlert>
      <div>
        <Link to={zurueckZu} className={buttonClassName('secondary')}>
          {texts.allgemein.zurueck}
        </Link>
      </div>
    </>
  );
}

/**
 * /ablesung: every meter across the customer's contracts in one dropdown. The meters are loaded per contract
 * (anschlussnutzer → vertraege, then getZaehler each); contracts without a meter or whose meter fails to load are
 * left out. After sending, the form starts afresh below the success message, ready for the next meter.
 */
export function AblesungPage() {
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const messageBar = useMessageBar();
  useDocumentTitle(texts.ablesung.titel);
  const [durchlauf, setDurchlauf] = useState(0);

  const kunde = useQuery(anschlussnutzerQuery(api));
  const vertraege = kunde.data?.vertraege ?? [];
  const zaehler = useQueries({
    queries: vertraege.map((vertragId) => ({ ...zaehlerQuery(api, vertragId), retry: false })),
  });
  const laedt = kunde.isPending || zaehler.some((abfrage) => abfrage.isPending);
  const geladen: ZaehlerEintrag[] = vertraege.flatMap((vertragId, index) => {
    const daten = zaehler[index]?.data;
    return daten && daten.kanaele.length > 0 ? [{ vertragId, zaehler: daten }] : [];
  });
  const ohneNetz = useZaehlerOhneNetz(
    useSession()?.kundennummer ?? '',
    laedt || kunde.isError ? undefined : { eintraege: geladen, alle: true },
    [kunde.error, ...zaehler.map((abfrage) => abfrage.error)],
  );

  let inhalt: ReactNode;
  if (laedt && !ohneNetz) {
    inhalt = <LoadingMask loading label={texts.allgemein.wirdGeladen} />;
  } else {
    const eintraege = ohneNetz ?? geladen;
    if ((kunde.isError && !ohneNetz) || eintraege.length === 0) {
      inhalt = <Fehler text={texts.ablesung.keineVertraege} zurueckZu={href('start')} />;
    } else {
      // Sent, or kept on the device to be sent later: either way the form starts afresh for the next meter.
      const neuBeginnen = (text: string, tone: 'success' | 'info') => () => {
        messageBar.show({ tone, text });
        setDurchlauf((n) => n + 1);
        window.scrollTo({ top: 0 });
      };
      inhalt = (
        <>
          <AusstehendeAblesungen />
          <AblesungFormular
            key={durchlauf}
            eintraege={eintraege}
            zaehlerAnzeige="auswahl"
            onGespeichert={neuBeginnen(texts.ablesung.erfolg, 'success')}
            onVorgemerkt={neuBeginnen(texts.ausstehend.vorgemerkt, 'info')}
            onAbbrechen={() => zurueck(navigate, location, href('start'))}
          />
        </>
      );
    }
  }

  return <Seite titel={texts.ablesung.titel}>{inhalt}</Seite>;
}

/**
 * /vertrag/{id}/ablesung: the same form for the contract's one meter, shown by its number. On success to the
 * contract's readings, where the message bar shows that the reading is being processed.
 */
export function VertragAblesungPage() {
  const { id = '' } = useParams();
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const messageBar = useMessageBar();
  const titel = texts.ablesung.titelFuerVertrag(id);
  useDocumentTitle(titel);
  const [durchlauf, setDurchlauf] = useState(0);

  const zaehler = useQuery({ ...zaehlerQuery(api, id), retry: false });
  const ohneNetz = useZaehlerOhneNetz(
    useSession()?.kundennummer ?? '',
    zaehler.data ? { eintraege: [{ vertragId: id, zaehler: zaehler.data }], alle: false } : undefined,
    [zaehler.error],
  )?.find((eintrag) => eintrag.vertragId === id);
  const gezeigt = ohneNetz?.zaehler ?? zaehler.data;

  let inhalt: ReactNode;
  if (zaehler.isPending && !gezeigt) {
    inhalt = <LoadingMask loading label={texts.allgemein.wirdGeladen} />;
  } else if (!gezeigt) {
    inhalt = <Fehler text={texts.ablesung.zaehlerLadefehler} zurueckZu={href('vertragDetail', { id })} />;
  } else {
    const gespeichert = (ablesung: Gespeichert) => {
      messageBar.show({ tone: 'success', text: texts.ablesung.erfolg });
      const state: AblesungenNavigationState = {
        neueAblesung: { ablesedatum: ablesung.ablesedatum, zaehlernummer: ablesung.zaehlernummer },
      };
      void navigate(href('vertragAblesungen', { id }), { replace: true, state });
    };
    // Kept on the device: the contract's readings could not load without a network, so the page stays, listing it.
    const vorgemerkt = () => {
      messageBar.show({ tone: 'info', text: texts.ausstehend.vorgemerkt });
      setDurchlauf((n) => n + 1);
      window.scrollTo({ top: 0 });
    };
    inhalt = (
      <>
        <AusstehendeAblesungen vertragId={id} />
        <AblesungFormular
          key={durchlauf}
          eintraege={[{ vertragId: id, zaehler: gezeigt }]}
          zaehlerAnzeige="fest"
          onGespeichert={gespeichert}
          onVorgemerkt={vorgemerkt}
          onAbbrechen={() => zurueck(navigate, location, href('vertragDetail', { id }))}
        />
      </>
    );
  }

  return <Seite titel={titel}>{inhalt}</Seite>;
}
