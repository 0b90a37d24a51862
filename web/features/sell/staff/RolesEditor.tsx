import { useState } from 'react';
import { PERMISSIONS, type Permission, type RoleEntry } from '../../../../contract/staff';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { EditActions } from './EditActions';
import { useSaveRole } from './useStaff';

/**
 * The shop's roles (decision 0280): the built-in three with what they may do, and her own roles ("Weekend helper":
 * typed prices and the day's close, no refunds, no costs), added or changed by name and permissions. Staff, roles
 * and payout details stay the owner's and are never a permission to give.
 */
export function RolesEditor({ roles }: { roles: readonly RoleEntry[] }) {
  const { t } = useTranslation('staff');
  // the role being edited: a custom role's id, 'new', or none
  const [editing, setEditing] = useState<string | null>(null);
  const name = (r: RoleEntry) => (r.built_in ? t(`roles.${r.id}`) : (r.name ?? r.id));
  return (
    <section aria-labelledby="staff-roles" className="flex flex-col gap-3">
      <h2 id="staff-roles" className="text-lg font-semibold">
        {t('rolesTitle')}
      </h2>
      <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200">
        {roles.map((r) => (
          <li key={r.id} className="flex flex-col gap-2 px-3 py-2" data-testid="staff-role">
            <div className="flex items-center justify-between gap-2">
              <span className="font-medium">{name(r)}</span>
              {!r.built_in && editing !== r.id && (
                <Button size="sm" variant="ghost" onClick={() => setEditing(r.id)}>
                  {t('editRole', { name: name(r) })}
                </Button>
              )}
            </div>
            {editing === r.id ? (
              <RoleForm role={r} onDone={() => setEditing(null)} />
            ) : (
              <p className="text-sm text-gray-600">
                {r.permissions.length === 0
                  ? t('permissions.none')
                  : r.permissions.map((p) => t(`permissions.${p}`)).join(' · ')}
              </p>
            )}
          </li>
        ))}
      </ul>
      {editing === 'new' ? (
        <div className="rounded-xl border border-gray-200 p-3">
          <RoleForm onDone={() => setEditing(null)} />
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setEditing('new')}>
          {t('addRole')}
        </Button>
      )}
    </section>
  );
}

function RoleForm({ role, onDone }: { role?: RoleEntry; onDone(): void }) {
  const { t } = useTranslation('staff');
  const save = useSaveRole();
  const [name, setName] = useState(role?.name ?? '');
  const [chosen, setChosen] = useState<Set<Permission>>(() => new Set(role?.permissions ?? []));
  const toggle = (p: Permission) =>
    setChosen((now) => {
      const next = new Set(now);
      if (next.has(p)) next.delete(p);
      else next.add(p);
      return next;
    });

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    await save.mutateAsync({
      ...(role ? { id: role.id } : {}),
      name: name.trim(),
      permissions: PERMISSIONS.filter((p) => chosen.has(p)),
    });
    onDone();
  }

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-3"
      aria-label={role ? t('editRole', { name: role.name }) : t('addRole')}
    >
      <TextField
        label={t('roleName')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        maxLength={40}
      />
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium">{t('mayDo')}</legend>
        {PERMISSIONS.map((p) => (
          <label key={p} className="flex min-h-11 items-center gap-3 text-sm">
            <input
              type="checkbox"
              className="size-5 accent-brand"
              checked={chosen.has(p)}
              onChange={() => toggle(p)}
            />
            {t(`permissions.${p}`)}
          </label>
        ))}
      </fieldset>
      <EditActions error={save.error} saving={save.isPending} disabled={!name.trim()} onCancel={onDone} />
    </form>
  );
}
