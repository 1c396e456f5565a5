import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from './icons';
import { TextField, type TextFieldProps } from './text-field';

/** A password field whose content can be shown, handy on a phone keyboard. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'endAdornment'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      endAdornment={
        <button
          type="button"
          className="field__toggle"
          aria-pressed={visible}
          aria-label="Afficher le mot de passe"
          title={visible ? 'Masquer le mot de passe' : 'Afficher le mot de passe'}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
