import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormAlert';

/** The end of an address form: the save failure, if any, then Cancel (when offered) and Save side by side. */
export function FormFooter({
  failure,
  saving,
  onCancel,
  cancelLabel,
  saveLabel,
}: {
  failure: string | null;
  saving: boolean;
  onCancel?: () => void;
  cancelLabel: string;
  saveLabel: string;
}) {
  return (
    <>
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="flex gap-2">
        {onCancel && (
          <Button variant="secondary" className="flex-1" onClick={onCancel} disabled={saving}>
            {cancelLabel}
          </Button>
        )}
        <Button type="submit" className="flex-1" loading={saving}>
          {saveLabel}
        </Button>
      </div>
    </>
  );
}
