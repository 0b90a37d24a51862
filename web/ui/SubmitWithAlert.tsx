import { Button, type ButtonProps } from './Button';
import { FormAlert } from './FormAlert';

/**
 * A form's submit button for one mutation, with why its last try failed above it: spinning while it is sent, the
 * server's message in an alert once it fails. The button's other props (size, width, disabled) are the form's.
 */
export function SubmitWithAlert({
  sending,
  ...button
}: Omit<ButtonProps, 'type' | 'loading'> & { sending: { error: Error | null; isPending: boolean } }) {
  return (
    <>
      {sending.error && <FormAlert>{sending.error.message}</FormAlert>}
      <Button type="submit" loading={sending.isPending} {...button} />
    </>
  );
}
