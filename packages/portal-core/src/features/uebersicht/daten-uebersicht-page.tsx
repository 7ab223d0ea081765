import {
  Alert,
  buttonClassName,
  DescriptionList,
  EditIcon,
  Inline,
  LoadingMask,
  PageHeader,
  Section,
  Stack,
  type DescriptionItem,
} from '@ekp/ui';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { formatDatum } from '../../format/de.ts';
import { href } from '../../routes/paths.ts';
import { anzeigename } from '../../rules/anzeigename.ts';
import { hatGueltigeOderKuenftige, zukuenftigeEintraege } from '../../rules/gueltigkeit.ts';
import {
  aktuelleBankverbindungQuery,
  aktuelleRechnungsadresseQuery,
  anschlussnutzerQuery,
  bankverbindungenQuery,
  rechnungsadressenQuery,
  vertragBankverbindungenQuery,
  vertragRechnungsadressenQuery,
} from '../../shared/queries.ts';
import { FehlerAlert } from '../../shared/fehler-praefix.tsx';
import {
  BankverbindungAnzeige,
  heute,
  IconLink,
  RechnungsadresseAnzeige,
  wertOderHinweis,
} from '../../shared/kundendaten-ui.tsx';
import { useApi, useBrand } from '../../shared/portal-context.tsx';
import { useDocumentTitle } from '../../shared/document-title.ts';
import * as texts from '../../texts.ts';

const t = texts.datenuebersicht;

/** /daten/uebersicht: the customer, the current billing address and the current bank account (SPEC §2). */
export function DatenUebersichtPage() {
  useDocumentTitle(t.titel);
  return (
    <Stack gap="lg">
      <PageHeader title={t.titel} />
      <AnschlussnutzerAbschnitt />
      <RechnungsadresseAbschnitt />
      <BankverbindungAbschnitt />
    </Stack>
  );
}

function Laden() {
  return <LoadingMask loading label={texts.allgemein.wirdGeladen} />;
}

function Hinweis({ children }: { children: ReactNode }) {
  return (
    <Alert tone="info" role="note">
      {children}
    </Alert>
  );
}

function AnschlussnutzerAbschnitt() {
  const api = useApi();
  const brand = useBrand();
  const kunde = useQuery(anschlussnutzerQuery(api));

  let inhalt: ReactNode;
  if (kunde.isPending) inhalt = <Laden />;
  else if (kunde.isError) inhalt = <FehlerAlert>{texts.kontakt.ladeFehler}</FehlerAlert>;
  else {
    const k = kunde.data;
    const items: DescriptionItem[] = [
      { term: t.name, description: wertOderHinweis(anzeigename(k)) },
      { term: texts.anmeldung.kundennummer, description: `${brand.kundennummerprefix}${k.kundennummer}` },
      ...(k.geburtsdatum ? [{ term: t.geburtsdatum, description: formatDatum(k.geburtsdatum) }] : []),
      { term: texts.kontakt.email, description: wertOderHinweis(k.email) },
      { term: texts.kontakt.festnetz, description: wertOderHinweis(k.festnetz) },
      { term: texts.kontakt.mobil, description: wertOderHinweis(k.mobil) },
      { term: texts.kontakt.fax, description: wertOderHinweis(k.fax) },
    ];
    inhalt = <DescriptionList items={items} />;
  }

  return (
    <Section
      title={t.anschlussnutzer}
      actions={
        <IconLink to={href('kontaktEditieren')} label={t.kontaktdatenBearbeiten} icon={<EditIcon />} />
      }
      className="rounded-brand border border-border bg-surface p-4"
    >
      {inhalt}
    </Section>
  );
}

interface Eintrag {
  gueltigVon: string;
  gueltigBis: string | null;
}

/** The customer's contracts, needed only while there is no current entry of the customer. */
function useVertragsIds(keineAktuelle: boolean): string[] {
  const api = useApi();
  const kunde = useQuery({ ...anschlussnutzerQuery(api), enabled: keineAktuelle });
  return keineAktuelle ? (kunde.data?.vertraege ?? []) : [];
}

/** Whether any contract has a current or future entry of its own (a list that fails to load counts as none). */
function hatEigene(ergebnisse: { data?: Eintrag[] }[]): boolean {
  const tag = heute();
  return ergebnisse.some((e) => e.data !== undefined && hatGueltigeOderKuenftige(e.data, tag));
}

/**
 * When there is no current entry of the customer: the customer's next future entry and whether any contract has
 * current or future entries of its own. Loaded only then.
 */
function ohneAktuelle<T extends Eintrag>(
  keineAktuelle: boolean,
  alle: { isPending: boolean; data?: T[] },
  vertragsspezifisch: boolean,
) {
  return {
    laedt: keineAktuelle && alle.isPending,
    naechster: zukuenftigeEintraege(alle.data ?? [], heute())[0],
    vertragsspezifisch,
  };
}

function useRechnungsadressenOhneAktuelle(keineAktuelle: boolean) {
  const api = useApi();
  const alle = useQuery({ ...rechnungsadressenQuery(api), enabled: keineAktuelle });
  const vertraege = useVertragsIds(keineAktuelle);
  const vertragsspezifisch = useQueries({
    queries: vertraege.map((id) => ({ ...vertragRechnungsadressenQuery(api, id), retry: false })),
    combine: hatEigene,
  });
  return ohneAktuelle(keineAktuelle, alle, vertragsspezifisch);
}

function useBankverbindungenOhneAktuelle(keineAktuelle: boolean) {
  const api = useApi();
  const alle = useQuery({ ...bankverbindungenQuery(api), enabled: keineAktuelle });
  const vertraege = useVertragsIds(keineAktuelle);
  const vertragsspezifisch = useQueries({
    queries: vertraege.map((id) => ({ ...vertragBankverbindungenQuery(api, id), retry: false })),
    combine: hatEigene,
  });
  return ohneAktuelle(keineAktuelle, alle, vertragsspezifisch);
}

function RechnungsadresseAbschnitt() {
  const api = useApi();
  const aktuell = useQuery(aktuelleRechnungsadresseQuery(api));
  const ohne = useRechnungsadressenOhneAktuelle(aktuell.data === null);

  let inhalt: ReactNode;
  if (aktuell.isPending) inhalt = <Laden />;
  else if (aktuell.isError) inhalt = <FehlerAlert>{t.keineAktuelleRechnungsadresse}</FehlerAlert>;
  else if (aktuell.data) inhalt = <RechnungsadresseAnzeige adresse={aktuell.data} />;
  else if (ohne.laedt) inhalt = <Laden />;
  else
    inhalt = (
      <>
        {ohne.naechster ? (
          <>
            <Hinweis>{t.nurZukuenftigeRechnungsadresse}</Hinweis>
            <RechnungsadresseAnzeige adresse={ohne.naechster} />
          </>
        ) : (
          <Hinweis>{t.keineRechnungsadresseHinterlegt}</Hinweis>
        )}
        {ohne.vertragsspezifisch && <Hinweis>{t.nurVertragsspezifischeRechnungsadressen}</Hinweis>}
      </>
    );

  return (
    <Section
      title={t.aktuelleRechnungsadresse}
      actions={
        <IconLink
          to={href('rechnungsadresseEditieren')}
          label={t.rechnungsadresseBearbeiten}
          icon={<EditIcon />}
        />
      }
      className="rounded-brand border border-border bg-surface p-4"
    >
      {inhalt}
      <Inline>
        <Link to={href('rechnungsadressen')} className={buttonClassName('secondary')}>
          {t.alleRechnungsadressenAnzeigen}
        </Link>
      </Inline>
    </Section>
  );
}

function BankverbindungAbschnitt() {
  const api = useApi();
  const aktuell = useQuery(aktuelleBankverbindungQuery(api));
  const ohne = useBankverbindungenOhneAktuelle(aktuell.data === null);
  const keineAktuelle = aktuell.isSuccess ? aktuell.data === null : aktuell.isError;

  let inhalt: ReactNode;
  if (aktuell.isPending) inhalt = <Laden />;
  else if (aktuell.isError) inhalt = <FehlerAlert>{t.keineAktuelleBankverbindung}</FehlerAlert>;
  else if (aktuell.data) inhalt = <BankverbindungAnzeige bankverbindung={aktuell.data} />;
  else if (ohne.laedt) inhalt = <Laden />;
  else
    inhalt = (
      <>
        {ohne.naechster ? (
          <>
            <Hinweis>{t.nurZukuenftigeBankverbindung}</Hinweis>
            <BankverbindungAnzeige bankverbindung={ohne.naechster} />
          </>
        ) : (
          <Hinweis>{t.keineBankverbindungHinterlegt}</Hinweis>
        )}
        {ohne.vertragsspezifisch && <Hinweis>{t.nurVertragsspezifischeBankverbindungen}</Hinweis>}
      </>
    );

  return (
    <Section
      title={t.aktuelleBankverbindung}
      actions={
        aktuell.data ? (
          <IconLink
            to={href('bankverbindungEditieren')}
            label={t.bankverbindungBearbeiten}
            icon={<EditIcon />}
          />
        ) : undefined
      }
      className="rounded-brand border border-border bg-surface p-4"
    >
      {inhalt}
      <Inline>
        {keineAktuelle && (
          <Link to={href('bankverbindungEditieren')} className={buttonClassName('primary')}>
            {t.neueBankverbindungAnlegen}
          </Link>
        )}
        <Link to={href('bankverbindungen')} className={buttonClassName('secondary')}>
          {t.alleBankverbindungenAnzeigen}
        </Link>
      </Inline>
    </Section>
  );
}
