import { isApiError } from '@ekp/api-client';
import {
  Alert,
  buttonClassName,
  Card,
  DescriptionList,
  EmptyState,
  LoadingMask,
  PageHeader,
  Section,
} from '@ekp/ui';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';

import { href } from '../../routes/paths.ts';
import { canCancel, kuendigungHinweis, type VertragGruppe } from '../../rules/vertrag.ts';
import { leseKuendigungState } from '../../shared/kuendigung-navigation.ts';
import { useApi } from '../../shared/portal-context.tsx';
import { anschlussnutzerQuery, vertragQuery, type Vertrag } from '../../shared/queries.ts';
import { useDocumentTitle } from '../../shared/document-title.ts';
import { FehlerAlert, FehlerPraefix } from '../../shared/fehler-praefix.tsx';
import * as texts from '../../texts.ts';
import { gruppenReihenfolge, gruppenTon, stammdaten, statusUndGruppe } from './vertrag-anzeige.ts';

type Eintrag = { id: string; vertrag: Vertrag } | { id: string; vertrag: undefined };

/** /vertraege: one card per contract, grouped by status (SPEC §2, §4). */
export function VertraegePage() {
  const api = useApi();
  const location = useLocation();
  useDocumentTitle(texts.navigation.vertraege);

  const kuendigung = leseKuendigungState(location.state);
  const hinweis = kuendigung && kuendigungHinweis(kuendigung.status, kuendigung.vertrag);

  const kunde = useQuery(anschlussnutzerQuery(api));
  const ids = kunde.data?.vertraege ?? [];
  const vertraege = useQueries({ queries: ids.map((id) => vertragQuery(api, id)) });
  const laedt = kunde.isPending || vertraege.some((abfrage) => abfrage.isPending);

  let inhalt;
  if (kunde.isError) {
    inhalt = <FehlerAlert>{ladeFehlertext(kunde.error)}</FehlerAlert>;
  } else if (laedt) {
    inhalt = <LoadingMask loading label={texts.allgemein.wirdGeladen} />;
  } else if (ids.length === 0) {
    inhalt = <EmptyState>{texts.vertraege.keineVertraege}</EmptyState>;
  } else {
    const eintraege: Eintrag[] = ids.map((id, index) => ({ id, vertrag: vertraege[index]?.data }));
    const geladen = eintraege.filter((e): e is Eintrag & { vertrag: Vertrag } => e.vertrag !== undefined);
    const fehlgeschlagen = eintraege.filter((e) => e.vertrag === undefined);
    inhalt = (
      <>
        {gruppenReihenfolge.map((gruppe) => {
          const inGruppe = geladen.filter((e) => statusUndGruppe(e.vertrag).gruppe === gruppe);
          if (inGruppe.length === 0) return null;
          return (
            <Section key={gruppe} title={texts.vertraege.gruppen[gruppe]}>
              <ul className="grid gap-4 md:grid-cols-2">
                {inGruppe.map((e) => (
                  <li key={e.id} className="flex">
                    <VertragKarte
                      vertrag={e.vertrag}
                      gruppe={gruppe}
                      kuendigungErlaubt={canCancel(statusUndGruppe(e.vertrag).status, kuendigung?.status)}
                    />
                  </li>
                ))}
              </ul>
            </Section>
          );
        })}
        {fehlgeschlagen.length > 0 && (
          <ul className="grid gap-4 md:grid-cols-2">
            {fehlgeschlagen.map((e) => (
              <li key={e.id} className="flex">
                <FehlerKarte id={e.id} />
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={texts.navigation.vertraege} />
      {hinweis && (
        <Alert tone={hinweis.typ === 'erfolg' ? 'success' : 'danger'}>
          {hinweis.typ === 'fehler' && <FehlerPraefix />}
          {hinweis.text}
        </Alert>
      )}
      {inhalt}
    </div>
  );
}

/** SPEC §8: the generic list load error; a server message where the server sent one (not for 5xx: already replaced). */
function ladeFehlertext(error: unknown): string {
  return (isApiError(error) && error.serverMessage) || texts.allgemein.unbekannterFehler;
}

function VertragKarte({
  vertrag,
  gruppe,
  kuendigungErlaubt,
}: {
  vertrag: Vertrag;
  gruppe: VertragGruppe;
  kuendigungErlaubt: boolean;
}) {
  const titelId = useId();
  const { statusText } = statusUndGruppe(vertrag);
  // Each action is described by the card's title: 'Vertragsdetails' alone does not say of which contract.
  const aktion = (to: string, variante: 'secondary' | 'danger', text: string) => (
    <Link to={to} aria-describedby={titelId} className={buttonClassName(variante)}>
      {text}
    </Link>
  );
  return (
    <Card
      className="w-full"
      headingLevel={3}
      heading={<span id={titelId}>{texts.vertragDetail.titel(vertrag.id)}</span>}
      tone={gruppenTon[gruppe]}
      statusLabel={statusText}
      actions={
        <>
          {aktion(href('vertragDetail', { id: vertrag.id }), 'secondary', texts.vertraege.vertragsdetails)}
          {kuendigungErlaubt &&
            aktion(href('vertragKuendigen', { id: vertrag.id }), 'danger', texts.vertraege.vertragKuendigen)}
        </>
      }
    >
      <DescriptionList items={stammdaten(vertrag, false)} />
    </Card>
  );
}

/** SPEC §8: the card of a contract whose master data could not be loaded. */
function FehlerKarte({ id }: { id: string }) {
  const titelId = useId();
  return (
    <Card
      className="w-full"
      headingLevel={3}
      heading={<span id={titelId}>{texts.vertragDetail.titel(id)}</span>}
      actions={
        <Link
          to={href('vertragDetail', { id })}
          aria-describedby={titelId}
          className={buttonClassName('secondary')}
        >
          {texts.vertraege.vertragsdetails}
        </Link>
      }
    >
      <p>{texts.vertraege.stammdatenNichtGeladen}</p>
    </Card>
  );
}
