export interface KatalogZeile {
  meldung: string;
  /** Path in texts, e.g. 'dokumente.ladeFehler'; undefined when no text has the message's wording. */
  pfad: string | undefined;
  art: 'Fehler' | 'Zustand';
  nachweise: { datei: string; tests: string[] }[];
}
export declare const root: string;
export declare const dokPfad: string;
export declare function erzeugeKatalog(): Promise<{
  zeilen: KatalogZeile[];
  markdown: string;
  fehlend: KatalogZeile[];
}>;
export declare function testfaelle(src: string): { titel: string; quelle: string }[];
export declare function textAliase(src: string): Map<string, string>;
export declare function zitate(abschnitt: string): string[];
