import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  BIO_MAX,
  DISPLAY_NAME_MAX,
  SHOP_NAME_ERROR_CODES,
  USERNAME_ERROR_CODES,
} from '../../../../contract/profile';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api';
import { goToParent } from '../../../lib/history-trail';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormAlert';
import { QueryFailed } from '../../../ui/LoadFailed';
import { PageHeader } from '../../../ui/PageHeader';
import { Skeleton } from '../../../ui/Skeleton';
import { TextArea, TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/toast';
import { Avatar } from '../posts';
import { AvatarPicker } from './AvatarPicker';
import { BankInfoForm } from './BankInfoForm';
import { ShopNameField, shopNameOk } from './ShopNameField';
import { UsernameField, usernameOk } from './UsernameField';
import { useOwnProfile } from './useOwnProfile';
import { useUpdateProfile } from './useUpdateProfile';

/** /changeMyProfile: picture, names, bio; for sellers the shop name, shop picture and payout details. */
export default function ChangeMyProfilePage() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const toast = useToast();
  const profile = useOwnProfile();
  const update = useUpdateProfile();
  const p = profile.data;
  const [form, setForm] = useState({ nickname: '', username: '', bio: '', shop_name: '', whatsapp: '' });
  // filled once from the stored profile; a later refetch never overwrites what is being typed
  const filled = useRef(false);
  useEffect(() => {
    if (!p || filled.current) return;
    filled.current = true;
    setForm({
      nickname: p.nickname ?? '',
      username: p.username ?? '',
      bio: p.bio,
      shop_name: p.shop_name,
      whatsapp: p.whatsapp ? `+${p.whatsapp}` : '',
    });
  }, [p]);

  // a refused shop name or username is said under its field; other refusals above the button
  const refusal = update.error instanceof ApiError ? update.error.code : undefined;
  const shopNameError = refusal !== undefined && SHOP_NAME_ERROR_CODES.includes(refusal);
  const usernameError = refusal !== undefined && USERNAME_ERROR_CODES.includes(refusal);

  function submit(e: FormEvent) {
    e.preventDefault();
    const username = form.username.trim();
    update.mutate(
      {
        nickname: form.nickname,
        bio: form.bio,
        ...(p?.role === 's' ? { shop_name: form.shop_name, whatsapp: form.whatsapp } : {}),
        ...(username && username !== p?.username ? { username } : {}),
      },
      {
        onSuccess: () => {
          toast.show(t('edit.saved'), { tone: 'success' });
          // back to the profile without stacking a second copy of it (Back never loops)
          goToParent(navigate, '/myProfile');
        },
      },
    );
  }

  return (
    <div className="min-h-dvh bg-gray-50 pb-24">
      <PageHeader title={t('edit.title')} back="/myProfile" />
      <main className="flex flex-col gap-4 p-4">
        {profile.isPending && <Skeleton className="h-64 rounded-2xl" />}
        {profile.isError && <QueryFailed title={t('my.loadFailed')} query={profile} />}
        {p && (
          <>
            <section aria-labelledby="pic-title" className="rounded-2xl bg-white p-4 shadow-xs">
              <h2 id="pic-title" className="mb-3 font-semibold text-gray-900">
                {t('edit.picture')}
              </h2>
              <div className="mb-3 flex justify-center">
                <Avatar name={p.display_name} pic={p.avatar} size={96} />
              </div>
              <AvatarPicker />
            </section>
            <form
              onSubmit={submit}
              className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-xs"
              noValidate
            >
              <TextField
                label={t('edit.nickname')}
                name="nickname"
                maxLength={DISPLAY_NAME_MAX}
                value={form.nickname}
                onChange={(e) => setForm((f) => ({ ...f, nickname: e.target.value }))}
              />
              <UsernameField
                value={form.username}
                onChange={(username) => {
                  if (usernameError) update.reset();
                  setForm((f) => ({ ...f, username }));
                }}
                serverError={usernameError ? update.error?.message : undefined}
              />
              <TextArea
                label={t('edit.bio')}
                name="bio"
                rows={3}
                maxLength={BIO_MAX}
                value={form.bio}
                onChange={(e) => setForm((f) => ({ ...f, bio: e.target.value }))}
                hint={t('edit.bioHint', { count: form.bio.length, max: BIO_MAX })}
              />
              {p.role === 's' && (
                <ShopNameField
                  value={form.shop_name}
                  saved={p.shop_name}
                  onChange={(shop_name) => {
                    if (shopNameError) update.reset();
                    setForm((f) => ({ ...f, shop_name }));
                  }}
                  serverError={shopNameError ? update.error?.message : undefined}
                />
              )}
              {p.role === 's' && (
                <TextField
                  label={t('edit.whatsapp')}
                  name="whatsapp"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  maxLength={20}
                  value={form.whatsapp}
                  onChange={(e) => setForm((f) => ({ ...f, whatsapp: e.target.value }))}
                  hint={t('edit.whatsappHint')}
                />
              )}
              {update.error && !shopNameError && !usernameError && (
                <FormAlert>{update.error.message}</FormAlert>
              )}
              <Button
                type="submit"
                loading={update.isPending}
                disabled={!usernameOk(form.username) || !shopNameOk(form.shop_name)}
                block
              >
                {t('edit.save')}
              </Button>
            </form>
            {p.role === 's' && (
              <>
                <section aria-labelledby="store-title" className="rounded-2xl bg-white p-4 shadow-xs">
                  <h2 id="store-title" className="mb-3 font-semibold text-gray-900">
                    {t('edit.storePic')}
                  </h2>
                  <AvatarPicker kind="store" />
                </section>
                <BankInfoForm />
              </>
            )}
          </>
        )}
      </main>
    </div>
  );
}
