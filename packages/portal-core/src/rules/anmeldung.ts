// The sign-in rules on their own: the sign-in page must not load the IBAN and date rules of the form rules
// (bausteine.ts, bankverbindung.ts and their libraries), because the sign-in route has a byte budget.

type Text = string | null | undefined;

const getrimmt = (wert: Text): string => (wert ?? '').trim();

/** Login button: customer number non-blank, password non-empty, terms ticked if configured. */
export function kannAnmelden(werte: {
  kundennummer: Text;
  passwort: Text;
  nutzungsbedingungenKonfiguriert: boolean;
  nutzungsbedingungenAkzeptiert: boolean;
}): boolean {
  return (
    getrimmt(werte.kundennummer) !== '' &&
    (werte.passwort ?? '') !== '' &&
    (!werte.nutzungsbedingungenKonfiguriert || werte.nutzungsbedingungenAkzeptiert)
  );
}

/** Password recovery: a non-blank (trimmed) customer number. */
export function kannPasswortVergessenSenden(kundennummer: Text): boolean {
  return getrimmt(kundennummer) !== '';
}
