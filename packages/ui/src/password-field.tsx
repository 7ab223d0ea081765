import { useState } from 'react';
import { IconButton } from './icon-button';
import { EyeIcon, EyeOffIcon } from './icons';
import { TextField } from './text-field';
import type { TextFieldProps } from './text-field';

export interface PasswordFieldProps extends Omit<
  TextFieldProps,
  'type' | 'prefix' | 'suffix' | 'endAction' | 'clearable'
> {
  /** Name of the visibility toggle; its pressed state says whether the password is shown. */
  showPasswordLabel?: string;
}

export function PasswordField({
  showPasswordLabel = 'Passwort anzeigen',
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="off"
      spellCheck={false}
      endAction={
        <IconButton
          aria-label={showPasswordLabel}
          aria-pressed={visible}
          variant="secondary"
          icon={visible ? <EyeOffIcon /> : <EyeIcon />}
          onClick={() => setVisible((v) => !v)}
          disabled={props.disabled}
        />
      }
    />
  );
}
