import { useState } from 'react';
import type { Customer } from '../../../../contract/customers';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormAlert';
import { SavedNote } from '../../../ui/SavedNote';
import { TextArea, TextField } from '../../../ui/TextField';
import { tagsFrom } from './customer-facts';
import { useUpdateCustomer } from './useUpdateCustomer';

/** What the seller keeps of a customer: name, phone or WhatsApp, email, tags and notes. */
export function CustomerForm({ customer }: { customer: Customer }) {
  const { t } = useTranslation('customers');
  const save = useUpdateCustomer();
  const [draft, setDraft] = useState({
    name: customer.name,
    phone: customer.phone,
    email: customer.email,
    tags: customer.tags.join(', '),
    notes: customer.notes,
  });
  const [saved, setSaved] = useState(false);
  const set = (k: keyof typeof draft) => (e: { target: { value: string } }) => {
    setSaved(false);
    setDraft({ ...draft, [k]: e.target.value });
  };
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          {
            customer_id: customer.customer_id,
            name: draft.name.trim(),
            phone: draft.phone.trim(),
            email: draft.email.trim(),
            tags: tagsFrom(draft.tags),
            notes: draft.notes.trim(),
          },
          { onSuccess: () => setSaved(true) },
        );
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('fields.name')} value={draft.name} onChange={set('name')} maxLength={80} />
        <TextField
          label={t('fields.phone')}
          value={draft.phone}
          onChange={set('phone')}
          inputMode="tel"
          maxLength={30}
        />
        <TextField
          label={t('fields.email')}
          type="email"
          value={draft.email}
          onChange={set('email')}
          maxLength={200}
        />
        <TextField
          label={t('fields.tags')}
          hint={t('fields.tagsHint')}
          value={draft.tags}
          onChange={set('tags')}
        />
      </div>
      <TextArea
        label={t('fields.notes')}
        value={draft.notes}
        onChange={set('notes')}
        maxLength={2000}
        rows={3}
      />
      {save.error && <FormAlert>{save.error.message}</FormAlert>}
      <div className="flex items-center gap-3">
        <Button type="submit" loading={save.isPending}>
          {t('save')}
        </Button>
        <SavedNote show={saved} label={t('saved')} />
      </div>
    </form>
  );
}
