import { isApiError } from '@ekp/api-client';
import {
  buttonClassName,
  DescriptionList,
  LoadingMask,
  PageHeader,
  Section,
  type DescriptionItem,
} from '@ekp/ui';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { formatDatum, formatZahl } from '../../format/de.ts';
import { href } from '../../routes/paths.ts';
import { zukuenftigeEintraege } from '../../rules/gueltigkeit.ts';
import { ermittlungsartLabel, letzteAblesung, zeigeTarifhistorieButton } from '../../rules/vertrag.ts';
import { kalendertag } from '../../rules/zeit.ts';
import { FehlerAlert } from '../../shared/fehler-praefix.tsx';
import { BankverbindungAnzeige, RechnungsadresseAnzeige } from '../../shared/kundendaten-ui.tsx';
import {
  ablesungenQuery,
  aktuellerTarifQuery,
  aktuelleVertragBankverbindungQuery,
  aktuelleVertragRechnungsadresseQuery,
  tarifhistorieQuery,
  vertragBankverbindungenQuery,
  vertragQuery,
  vertragRechnungsadressenQuery,
  type Ablesung,
} from '../../shared/queries.ts';
import { useVertragSeite, ZurueckLink } from '../../shared/vertrag-seite.tsx';
import * as texts from '../../texts.ts';
import { istDynamischerTarif, TarifAnzeige } from './tarif-anzeige.tsx';
import { stammdaten } from './vertrag-anzeige.ts';

/**
 * /vertrag/{id}/detail (SPEC §2): master data, current tariff, last reading, consumption, contract-specific
 * billing address and bank account. A section whose call fails is left empty without a message (SPEC §2); a
 * contract that cannot be loaded (another customer's answers 404) shows the load error and nothing else.
 */
export function VertragDetailPage() {
  const { id, api, titel } = useVertragSeite(texts.vertragDetail.titel);

  // The sections load in parallel with the master data; they are only shown once the contract itself loaded.
  const vertrag = useQuery(vertragQuery(api, id));
  const tarif = useQuery(aktuellerTarifQuery(api, id));
  const historie = useQuery(tarifhistorieQuery(api, id));
  const ablesungen = useQuery(ablesungenQuery(api, id));
  const rechnungsadresse = useQuery(aktuelleVertragRechnungsadresseQuery(api, id));
  const rechnungsadressen = useQuery(vertragRechnungsadressenQuery(api, id));
  const bankverbindung = useQuery(aktuelleVertragBankverbindungQuery(api, id));
  const bankverbindungen = useQuery(vertragBankverbindungenQuery(api, id));

  const zurueck = <ZurueckLink to={href('vertraege')} />;

  if (vertrag.isPending) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title={titel} />
        <LoadingMask loading label={texts.allgemein.wirdGeladen} />
      </div>
    );
  }

  if (vertrag.isError) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title={titel} />
        <FehlerAlert>{vertragLadefehler(vertrag.error)}</FehlerAlert>
        {zurueck}
      </div>
    );
  }

  const daten = vertrag.data;
  const dynamisch = tarif.data ? istDynamischerTarif(tarif.data) : false;
  const heute = kalendertag(new Date());

  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={titel} />
      <DescriptionList items={stammdaten(daten, true)} />

      <Section title={texts.vertragDetail.aktuellerTarif}>
        <Abschnitt abfrage={tarif}>
          {(aktuell) =>
            aktuell === null ? (
              <p>{texts.tarif.keinTarif}</p>
            ) : (
              <TarifAnzeige tarif={aktuell} kundenArt={daten.kundenArt} />
            )
          }
        </Abschnitt>
        <Aktionen>
          {zeigeTarifhistorieButton(historie.data?.historie.length, historie.isPending) && (
            <Link to={href('vertragTarifhistorie', { id })} className={buttonClassName('secondary')}>
              {texts.vertragDetail.tarifhistorie}
            </Link>
          )}
          {dynamisch && (
            <Link to={href('vertragPreiszeitreihe', { id })} className={buttonClassName('secondary')}>
              {texts.vertragDetail.preiszeitreihe}
            </Link>
          )}
        </Aktionen>
      </Section>

      <Section title={texts.vertragDetail.ablesung}>
        <Abschnitt abfrage={ablesungen}>{(liste) => <LetzteAblesung ablesungen={liste} />}</Abschnitt>
        <Aktionen>
          <Link to={href('vertragAblesung', { id })} className={buttonClassName('primary')}>
            {texts.vertragDetail.neueAblesungen}
          </Link>
          <Link to={href('vertragAblesungen', { id })} className={buttonClassName('secondary')}>
            {texts.vertragDetail.alleAblesungen}
          </Link>
        </Aktionen>
      </Section>

      <Section title={texts.vertragDetail.verbrauch}>
        <Aktionen>
          <Link to={href('vertragVerbrauch', { id })} className={buttonClassName('secondary')}>
            {texts.vertragDetail.verbraeucheAnzeigen}
          </Link>
          {dynamisch && (
            <Link to={href('vertragVerbrauchshistorie', { id })} className={buttonClassName('secondary')}>
              {texts.vertragDetail.verbrauchshistorie}
            </Link>
          )}
        </Aktionen>
      </Section>

      <Section title={texts.vertragDetail.abweichendeRechnungsadresse}>
        <Abweichend
          aktuelle={rechnungsadresse}
          alle={rechnungsadressen}
          heute={heute}
          anzeige={(adresse) => <RechnungsadresseAnzeige adresse={adresse} />}
          texte={{
            eigeneGilt: texts.vertragDetail.eigeneRechnungsadresseGilt,
            keineAktuelle: texts.vertragDetail.keineAktuelleAbweichendeRechnungsadresse,
            abDatum: texts.vertragDetail.abweichendeRechnungsadresseAb,
            einrichten: texts.vertragDetail.rechnungsadresseEinrichten,
            bearbeiten: texts.datenuebersicht.rechnungsadresseBearbeiten,
            alle: texts.datenuebersicht.alleRechnungsadressenAnzeigen,
          }}
          ziele={{
            editieren: href('vertragRechnungsadresseEditieren', { id }),
            alle: href('vertragRechnungsadressen', { id }),
          }}
        />
      </Section>

      <Section title={texts.vertragDetail.abweichendeBankverbindung}>
        <Abweichend
          aktuelle={bankverbindung}
          alle={bankverbindungen}
          heute={heute}
          anzeige={(konto) => <BankverbindungAnzeige bankverbindung={konto} />}
          texte={{
            eigeneGilt: texts.vertragDetail.eigeneBankverbindungGilt,
            keineAktuelle: texts.vertragDetail.keineAktuelleAbweichendeBankverbindung,
            abDatum: texts.vertragDetail.abweichendeBankverbindungAb,
            einrichten: texts.vertragDetail.bankverbindungEinrichten,
            bearbeiten: texts.datenuebersicht.bankverbindungBearbeiten,
            alle: texts.datenuebersicht.alleBankverbindungenAnzeigen,
          }}
          ziele={{
            editieren: href('vertragBankverbindungEditieren', { id }),
            alle: href('vertragBankverbindungen', { id }),
          }}
        />
      </Section>

      {zurueck}
    </div>
  );
}

/**
 * The text when the contract cannot be loaded: an unknown or foreign contract (404, or an id the server
 * refuses) is the contract load error; otherwise the server's message, else the master data error (SPEC §8).
 */
export function vertragLadefehler(error: unknown): string {
  if (isApiError(error) && (error.status === 404 || error.status === 400))
    return texts.vertragDetail.ladeFehler;
  return (isApiError(error) && error.serverMessage) || texts.vertragDetail.stammdatenFehler;
}

function Aktionen({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap gap-3 empty:hidden">{children}</div>;
}

/** Loading, then the content; a failed call leaves the section empty (SPEC §2). */
function Abschnitt<T>({
  abfrage,
  children,
}: {
  abfrage: UseQueryResult<T>;
  children: (daten: T) => ReactNode;
}) {
  if (abfrage.isPending) return <LoadingMask loading label={texts.allgemein.wirdGeladen} />;
  if (abfrage.isError) return null;
  return <>{children(abfrage.data)}</>;
}

function LetzteAblesung({ ablesungen }: { ablesungen: readonly Ablesung[] }) {
  const letzte = letzteAblesung(ablesungen);
  if (!letzte) return <p>{texts.ablesungen.keineHinterlegt}</p>;
  const werte = Object.values(letzte.ablesewerte);
  const mehrereKanaele = werte.length > 1;
  const items: DescriptionItem[] = [
    { term: texts.vertragDetail.letzteAblesung, description: formatDatum(letzte.ablesedatum) },
    { term: texts.ablesung.zaehlernummer, description: letzte.zaehlernummer },
    {
      term: mehrereKanaele ? texts.ablesungen.ablesewerte : texts.ablesung.ablesewert,
      description: (
        <ul>
          {werte.map((wert) => (
            <li key={wert.obiskennzahl}>
              {mehrereKanaele && `${wert.obiskennzahl}: `}
              {formatZahl(wert.ablesewert, wert.nachkommastellen)}
            </li>
          ))}
        </ul>
      ),
    },
    { term: texts.ablesungen.ermittlungsart, description: ermittlungsartLabel(letzte.ermittlungsart) },
  ];
  return <DescriptionList items={items} />;
}

interface AbweichendTexte {
  eigeneGilt: string;
  keineAktuelle: string;
  abDatum: (datum: string) => string;
  einrichten: string;
  bearbeiten: string;
  alle: string;
}

/**
 * A contract-specific billing address or bank account: the current one; otherwise a note that the customer's
 * own applies (with a button to set one up), and where entries exist that are not current, when the next one
 * starts or that the earlier one no longer applies.
 */
function Abweichend<T extends { gueltigVon: string; gueltigBis: string | null }>({
  aktuelle,
  alle,
  heute,
  anzeige,
  texte,
  ziele,
}: {
  aktuelle: UseQueryResult<T | null>;
  alle: UseQueryResult<T[]>;
  heute: string;
  anzeige: (eintrag: T) => ReactNode;
  texte: AbweichendTexte;
  ziele: { editieren: string; alle: string };
}) {
  if (aktuelle.isPending || alle.isPending)
    return <LoadingMask loading label={texts.allgemein.wirdGeladen} />;
  if (aktuelle.isError || alle.isError) return null;

  const alleButton = (
    <Link to={ziele.alle} className={buttonClassName('secondary')}>
      {texte.alle}
    </Link>
  );
  if (aktuelle.data) {
    return (
      <>
        {anzeige(aktuelle.data)}
        <Aktionen>
          <Link to={ziele.editieren} className={buttonClassName('secondary')}>
            {texte.bearbeiten}
          </Link>
          {alleButton}
        </Aktionen>
      </>
    );
  }
  const naechste = zukuenftigeEintraege(alle.data, heute)[0];
  const hinweis = naechste
    ? texte.abDatum(formatDatum(naechste.gueltigVon))
    : alle.data.length > 0
      ? texte.keineAktuelle
      : texte.eigeneGilt;
  return (
    <>
      <p>{hinweis}</p>
      <Aktionen>
        <Link to={ziele.editieren} className={buttonClassName('secondary')}>
          {texte.einrichten}
        </Link>
        {alle.data.length > 0 && alleButton}
      </Aktionen>
    </>
  );
}
