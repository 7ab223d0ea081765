import { buttonClassName, cx, Heading, LoadingMask, PageHeader } from '@ekp/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { href } from '../../routes/paths.ts';
import { anzeigename } from '../../rules/anzeigename.ts';
import { AusstehendeAblesungen } from '../../shared/ausstehende-ablesungen.tsx';
import { useApi } from '../../shared/portal-context.tsx';
import { anschlussnutzerQuery } from '../../shared/queries.ts';
import { useDocumentTitle } from '../../shared/document-title.ts';
import { FehlerAlert } from '../../shared/fehler-praefix.tsx';
import * as texts from '../../texts.ts';

/** The six actions of the landing page (SPEC §2), in the order given there. */
const aktionen = [
  { label: texts.startseite.zaehlerstandErfassen, to: href('ablesung') },
  { label: texts.datenuebersicht.titel, to: href('datenUebersicht') },
  { label: texts.navigation.dokumente, to: href('dokumente') },
  { label: texts.navigation.vertraege, to: href('vertraege') },
  { label: texts.startseite.kontakt, to: href('kontaktanfrage') },
  { label: texts.passwortAendern.titel, to: href('passwortAendern') },
];

/** '/': greets the customer by display name and offers the main actions. */
export function StartseitePage() {
  const api = useApi();
  useDocumentTitle(texts.navigation.startseite);
  const kunde = useQuery(anschlussnutzerQuery(api));
  const name = kunde.data ? anzeigename(kunde.data) : '';

  return (
    <div className="flex flex-col gap-8">
      <LoadingMask loading={kunde.isPending} label={texts.allgemein.wirdGeladen}>
        <div className="flex flex-col gap-4">
          <PageHeader
            title={name !== '' ? texts.startseite.begruessung(name) : texts.startseite.begruessungOhneName}
          />
          {kunde.isError && <FehlerAlert>{texts.allgemein.unbekannterFehler}</FehlerAlert>}
        </div>
      </LoadingMask>
      <AusstehendeAblesungen />
      <section aria-labelledby="startseite-aktionen" className="flex flex-col gap-4">
        <Heading level={2} id="startseite-aktionen">
          {texts.startseite.frage}
        </Heading>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {aktionen.map((aktion) => (
            <li key={aktion.to} className="flex">
              <Link to={aktion.to} className={cx(buttonClassName('secondary'), 'w-full')}>
                {aktion.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
