import { Button, DescriptionList, Inline } from '@ekp/ui';
import { useState } from 'react';

import { formatDatumUhrzeit } from '../../format/de.ts';
import { erklaerungsZeilen } from '../../rules/kuendigungserklaerung.ts';
import type { Zeile } from '../../rules/kuendigungserklaerung.ts';
import { kalendertag } from '../../rules/zeit.ts';
import { speichereDatei } from '../../shared/datei-speichern.ts';
import { AktionsFehler, MeldungMitFokus } from '../../shared/kundendaten-ui.tsx';
import { useBrand } from '../../shared/portal-context.tsx';
import * as texts from '../../texts.ts';
import type { Eingang } from './kuendigungserklaerung.tsx';

const t = texts.kuendigungsbutton;

/**
 * The receipt after the 202: the moment of receipt as the supplier states it, the reference, everything declared;
 * to keep as a PDF (durable medium, built in the browser) or on paper.
 */
export function Quittung({ payload, eingang }: Eingang) {
  const { mandant } = useBrand();
  const [pdfFehler, setPdfFehler] = useState(false);
  const zeilen: Zeile[] = [
    { term: t.eingegangenAm, description: formatDatumUhrzeit(eingang.eingangszeitpunkt) },
    { term: t.referenz, description: eingang.referenz },
    // An answer without a readable time or reference: those rows are left out, never shown empty.
  ].filter((zeile) => zeile.description !== '');
  zeilen.push(...erklaerungsZeilen(payload));
  const hinweis = t.bestaetigungGesendet(payload.email);

  const alsPdfSpeichern = async () => {
    try {
      // jsPDF loads only here, on the click: no other page pays for it.
      const { kuendigungAlsPdf } = await import('./kuendigung-pdf.ts');
      speichereDatei(
        kuendigungAlsPdf({ mandant, titel: t.eingangTitel, zeilen, hinweis }),
        t.dateiname(eingang.referenz || kalendertag(new Date())),
      );
      setPdfFehler(false);
    } catch {
      setPdfFehler(true);
    }
  };

  return (
    <>
      <MeldungMitFokus ton="success">{hinweis}</MeldungMitFokus>
      <section aria-label={t.erklaerung} className="rounded-brand border border-border bg-surface p-4 sm:p-6">
        <DescriptionList items={zeilen} />
      </section>
      {pdfFehler && <AktionsFehler>{t.pdfFehler}</AktionsFehler>}
      <Inline gap="md" className="print:hidden">
        <Button onClick={() => void alsPdfSpeichern()}>{t.alsPdfSpeichern}</Button>
        <Button variant="secondary" onClick={() => window.print()}>
          {t.drucken}
        </Button>
      </Inline>
    </>
  );
}
