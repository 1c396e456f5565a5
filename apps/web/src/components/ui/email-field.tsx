import { TextField, type TextFieldProps } from './text-field';

/** A required email address: the keyboard, autofill and no autocorrection that suit one. */
export function EmailField({ label = 'Email', ...props }: Omit<TextFieldProps, 'label' | 'type'> & { label?: string }) {
  return (
    <TextField
      label={label}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      required
      {...props}
    />
  );
}
