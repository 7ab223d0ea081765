// Documents: metadata lists and the PDF download.
import type { Handler } from '../context.ts';
import { eigenerVertrag, konto } from '../context.ts';
import { json, notFound } from '../core-types.ts';
import type { Dokument } from '../domain/model.ts';
import { erzeugePdf } from '../domain/pdf.ts';
import { deDate } from '../domain/time.ts';
import type { DemoState } from '../state.ts';

type GespeichertesDokument = DemoState['dokumente'][number];

function metadaten(d: GespeichertesDokument): Dokument {
  const { id, dateiname, kategorie, beschreibung, vertragId, erstellzeitpunkt } = d;
  return { id, dateiname, kategorie, beschreibung, vertragId, erstellzeitpunkt };
}

const neuesteZuerst = (a: GespeichertesDokument, b: GespeichertesDokument) =>
  Date.parse(b.erstellzeitpunkt) - Date.parse(a.erstellzeitpunkt);

export const getDokumente: Handler = (ctx) => {
  const { kundennummer } = konto(ctx);
  return json(
    200,
    ctx.state.dokumente
      .filter((d) => d.kundennummer === kundennummer)
      .sort(neuesteZuerst)
      .map(metadaten),
  );
};

export const getVertragDokumente: Handler = (ctx) => {
  const { vertrag } = eigenerVertrag(ctx);
  return json(
    200,
    ctx.state.dokumente
      .filter((d) => d.vertragId === vertrag.id)
      .sort(neuesteZuerst)
      .map(metadaten),
  );
};

// PDFs are deterministic per document, so a generated file can be reused (the big one takes a moment).
const pdfCache = new Map<string, Uint8Array>();

function pdfFuer(d: GespeichertesDokument): Uint8Array {
  const key = `${d.id}|${d.dateiname}|${d.beschreibung ?? ''}|${d.erstellzeitpunkt}|${d.seiten}|${d.bildBytes ?? 0}`;
  const cached = pdfCache.get(key);
  if (cached) return cached;
  const titel = d.beschreibung && d.beschreibung !== d.kategorie ? d.beschreibung : d.kategorie;
  const datum = deDate(d.erstellzeitpunkt.slice(0, 10));
  const seiten = Array.from({ length: d.seiten }, (_, i) => ({
    zeilen: [
      i === 0 ? titel : `${titel} (Fortsetzung)`,
      '',
      `Kundennummer: ${d.kundennummer}${d.vertragId ? `    Vertrag: ${d.vertragId}` : ''}`,
      `Dokumentart: ${d.kategorie}    Erstellt am: ${datum}`,
      '',
      'Sehr geehrte Kundin, sehr geehrter Kunde,',
      'dieses Dokument wurde vom Demo-Backend des Kundenportals erzeugt.',
      'Es enthält Umlaute (ä ö ü Ä Ö Ü ß) und Beträge wie 1.234,56 € zur Prüfung der Kodierung.',
      '',
      `Seite ${i + 1} von ${d.seiten}`,
    ],
  }));
  const pdf = erzeugePdf({ titel, seiten, ...(d.bildBytes ? { bildBytes: d.bildBytes } : {}) });
  pdfCache.set(key, pdf);
  return pdf;
}

/** RFC 6266: an ASCII fallback plus the UTF-8 name (RFC 5987). */
export function contentDisposition(dateiname: string): string {
  const ascii = dateiname
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .replace(/ß/g, 'ss')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(dateiname).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export const dokumentHerunterladen: Handler = (ctx) => {
  const { kundennummer } = konto(ctx);
  const dokument = ctx.state.dokumente.find((d) => d.id === ctx.params.id && d.kundennummer === kundennummer);
  if (!dokument) return notFound('Das Dokument wurde nicht gefunden.');
  return {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': contentDisposition(dokument.dateiname),
    },
    body: pdfFuer(dokument),
  };
};
