// The mutable state of one demo backend and the seed it starts from. The seed is built relative to "today" (the
// backend clock at reset), so there are always current, future and ended entries; its parts live in seed/.
import type {
  Ablesung,
  Anschlussnutzer,
  Bankverbindung,
  Dokument,
  Kuendigungserklaerung,
  Preisgarantietyp,
  Rechnungsadresse,
  Tariftyp,
  Vertrag,
  Zaehler,
} from './domain/model.ts';
import type { Messkonzept } from './domain/messung.ts';
import { seedAblesungen } from './seed/ablesungen.ts';
import { seedBankverbindungen } from './seed/bankverbindungen.ts';
import { seedDokumente } from './seed/dokumente.ts';
import { seedKontext } from './seed/kontext.ts';
import { seedKonten } from './seed/konten.ts';
import { seedRechnungsadressen } from './seed/rechnungsadressen.ts';
import { seedVertraege } from './seed/vertraege.ts';

export interface Konto {
  kundennummer: string;
  passwort: string;
  /** Login answers 700 until the password is changed. */
  mussPasswortAendern: boolean;
  /** Login and password reset answer 702 (no portal access). */
  gesperrt: boolean;
  daten: Anschlussnutzer;
}

/** A tariff slice as stored: gross prices (EUR/year, cent/kWh); nets are derived with 19 % VAT. */
export interface Tarifphase {
  name: string;
  tariftyp: Tariftyp;
  preisgarantietyp: Preisgarantietyp;
  grundpreisJahr: number;
  arbeitspreis: number | null;
  arbeitspreisNT: number | null;
  anteilNt: number | null;
  gueltigVon: string;
  gueltigBis: string | null;
}

export interface VertragsDaten {
  vertrag: Vertrag;
  kundennummer: string;
  /** null when no meter is assigned (the cancelled order). */
  zaehler: Zaehler | null;
  /** Date the meter was installed (readings count from here). */
  zaehlerSeit: string;
  messkonzept: Messkonzept;
  tarife: Tarifphase[];
  /** Whether the contract has consumption data to show (empty states for 3000201). */
  hatVerbraeuche: boolean;
}

export interface GespeicherteAblesung extends Ablesung {
  /** Real-time instant (Date.now) from which the reading is listed: readings are processed asynchronously. */
  sichtbarAb: number;
  foto?: string | null;
}

export interface Kuendigung {
  vertragId: string;
  grund: string;
  datum: string;
  text: string;
  eingegangen: string;
}

/** A cancellation declaration of the statutory button (§ 312k BGB), as received. */
export interface EingegangeneKuendigungserklaerung {
  referenz: string;
  eingangszeitpunkt: string;
  /** The end date the supplier will confirm (demo rule for NAECHSTMOEGLICH: second working day after receipt). */
  vertragsende: string;
  erklaerung: Kuendigungserklaerung;
  client: string;
}

export interface Kontaktanfrage {
  kundennummer: string;
  betreff: string;
  text: string;
  eingegangen: string;
}

export interface DemoState {
  konten: Map<string, Konto>;
  vertraege: Map<string, VertragsDaten>;
  bankverbindungen: Map<string, Bankverbindung[]>; // key: kundennummer
  rechnungsadressen: Map<string, Rechnungsadresse[]>; // key: kundennummer
  vertragBankverbindungen: Map<string, Bankverbindung[]>; // key: vertrag id
  vertragRechnungsadressen: Map<string, Rechnungsadresse[]>; // key: vertrag id
  ablesungen: Map<string, GespeicherteAblesung[]>; // key: vertrag id
  dokumente: (Dokument & { kundennummer: string; seiten: number; bildBytes?: number })[];
  kuendigungen: Kuendigung[];
  kuendigungserklaerungen: EingegangeneKuendigungserklaerung[];
  kontaktanfragen: Kontaktanfrage[];
  nextId: number;
}

/** Builds the seed for a given Berlin calendar day. The parts run in this order: the ids they hand out depend on it. */
export function createSeed(today: string): DemoState {
  const k = seedKontext(today);
  const vertraege = seedVertraege(k);
  const { bankverbindungen, vertragBankverbindungen } = seedBankverbindungen(k);
  const { rechnungsadressen, vertragRechnungsadressen } = seedRechnungsadressen(k);
  const dokumente = seedDokumente(k);
  return {
    konten: seedKonten(),
    vertraege,
    bankverbindungen,
    rechnungsadressen,
    vertragBankverbindungen,
    vertragRechnungsadressen,
    ablesungen: seedAblesungen(k, vertraege),
    dokumente,
    kuendigungen: [],
    kuendigungserklaerungen: [],
    kontaktanfragen: [],
    nextId: k.zaehler,
  };
}
