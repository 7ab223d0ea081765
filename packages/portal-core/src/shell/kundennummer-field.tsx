import { TextField, type TextFieldProps } from '@ekp/ui';

import { useBrand } from '../shared/portal-context.tsx';
import * as texts from '../texts.ts';

/**
 * The Kundennummer as sent to the server. The brand's prefix is only shown before the field; a customer who
 * copies the number from a letter may type it too, so a leading prefix (any case) is dropped, and so are blanks
 * ('1000 0001'), which a Kundennummer never contains.
 */
export function kundennummerOhnePrefix(eingabe: string, prefix: string): string {
  const kompakt = eingabe.replace(/\s+/g, '');
  const p = prefix.replace(/\s+/g, '');
  return p !== '' && kompakt.toLowerCase().startsWith(p.toLowerCase()) ? kompakt.slice(p.length) : kompakt;
}

type KundennummerFieldProps = Omit<TextFieldProps, 'label' | 'prefix' | 'type'>;

/** The Kundennummer field of sign-in and password recovery, with the brand's prefix in front. */
export function KundennummerField(props: KundennummerFieldProps) {
  const { kundennummerprefix } = useBrand();
  return (
    <TextField
      label={texts.anmeldung.kundennummer}
      prefix={kundennummerprefix === '' ? undefined : kundennummerprefix}
      autoComplete="username"
      autoCapitalize="off"
      spellCheck={false}
      inputClassName="sm:max-w-xs"
      {...props}
    />
  );
}
