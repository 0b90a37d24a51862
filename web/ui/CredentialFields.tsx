import { TextField, type TextFieldProps } from './TextField';

type ValueFieldProps = Omit<TextFieldProps, 'onChange' | 'type'> & { onValue(value: string): void };

/** An email address field: the keyboard, autofill and capitalisation a phone needs for one. */
export function EmailField({ onValue, ...props }: ValueFieldProps) {
  return (
    <TextField
      name="email"
      type="email"
      autoComplete="email"
      autoCapitalize="none"
      onChange={(e) => onValue(e.target.value)}
      {...props}
    />
  );
}

/**
 * A password (or passcode) field. `fresh` marks one being chosen, so password managers offer to generate
 * and save it instead of filling the stored one.
 */
export function PasswordField({ fresh = false, onValue, ...props }: ValueFieldProps & { fresh?: boolean }) {
  return (
    <TextField
      name="password"
      type="password"
      autoComplete={fresh ? 'new-password' : 'current-password'}
      onChange={(e) => onValue(e.target.value)}
      {...props}
    />
  );
}
