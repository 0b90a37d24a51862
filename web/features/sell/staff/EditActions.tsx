import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormAlert';

/** the foot of a form opened in place on the staff screen (a member, a role): what went wrong, Save and Cancel */
export function EditActions({
  error,
  saving,
  disabled,
  onCancel,
}: {
  error: Error | null;
  saving: boolean;
  disabled: boolean;
  onCancel(): void;
}) {
  const { t } = useTranslation('staff');
  return (
    <>
      {error && <FormAlert>{error.message}</FormAlert>}
      <div className="flex gap-2">
        <Button type="submit" loading={saving} disabled={disabled}>
          {t('save')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('cancelApproval')}
        </Button>
      </div>
    </>
  );
}
