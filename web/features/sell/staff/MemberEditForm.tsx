import { useState } from 'react';
import type { RoleEntry, StaffMember } from '../../../../contract/staff';
import { useTranslation } from '../../../i18n/use-translation';
import { EditActions } from './EditActions';
import { MemberFields, type MemberValues } from './MemberFields';
import { useUpdateStaff } from './useStaff';

/**
 * One member changed in place (decision 0280): her name, a new PIN (left empty, the PIN stays) and her role. The
 * owner's own entry keeps its role: a shop always has its owner.
 */
export function MemberEditForm({
  member,
  roles,
  roleName,
  onDone,
}: {
  member: StaffMember;
  roles: readonly RoleEntry[];
  roleName(id: string): string;
  onDone(): void;
}) {
  const { t } = useTranslation('staff');
  const update = useUpdateStaff();
  const [values, setValues] = useState<MemberValues>({ name: member.name, pin: '', role: member.role });
  const { name, pin, role } = values;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    await update.mutateAsync({
      id: member._id,
      ...(name.trim() !== member.name ? { name: name.trim() } : {}),
      ...(pin ? { pin } : {}),
      ...(role !== member.role ? { role } : {}),
    });
    onDone();
  }

  return (
    <form
      onSubmit={submit}
      aria-label={t('editMember', { name: member.name })}
      className="flex flex-col gap-3 pt-2"
    >
      <MemberFields
        value={values}
        onChange={setValues}
        pinKind="change"
        roles={member.role === 'owner' ? null : roles.filter((r) => r.id !== 'owner')}
        roleName={roleName}
      />
      <EditActions
        error={update.error}
        saving={update.isPending}
        disabled={!name.trim() || (pin !== '' && pin.length !== 4)}
        onCancel={onDone}
      />
    </form>
  );
}
