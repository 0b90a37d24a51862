import { ShoppingBag, Store } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../../contract/auth';
import type { Role } from '../../../../contract/common';
import { DISPLAY_NAME_MAX } from '../../../../contract/profile';
import { useTranslation } from '../../../i18n/use-translation';
import { loginHref } from '../../../lib/login-href';
import { safeRedirect } from '../../../lib/safe-redirect';
import { useSession } from '../../../lib/session';
import { Button } from '../../../ui/Button';
import { EmailField, PasswordField } from '../../../ui/CredentialFields';
import { FormAlert } from '../../../ui/FormAlert';
import { RadioOption } from '../../../ui/RadioOption';
import { TextField } from '../../../ui/TextField';
import { ResumeOnboarding, useUpdateProfile } from '../../social/profile';
import { AuthShell } from './AuthShell';
import { useRegister } from './useRegister';

/** /register and /signup: email, optional username, password, and whether you sell or shop. */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const register = useRegister();
  const [email, setEmail] = useState('');
  const [username, setUsername] = useState('');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<Role>('c');
  const redirect = safeRedirect(params.get('redirect'));
  const passwordShort = password.length > 0 && password.length < PASSWORD_MIN;
  const session = useSession();
  // signing up on the way somewhere (checkout) skips onboarding and its name step, so the name is asked here:
  // the seller then sees who ordered, not user-xxxxxx (issue 25, docs/decisions/0224-screens-tell-the-truth.md)
  const asksName = redirect !== '/';
  const updateProfile = useUpdateProfile();

  function submit(e: FormEvent) {
    e.preventDefault();
    register.mutate(
      {
        email: email.trim(),
        passwd: password,
        role,
        ...(!asksName && username.trim() ? { username: username.trim() } : {}),
      },
      // onboarding starts at its first step (docs/decisions/0058); a redirect other than home wins
      {
        onSuccess: async () => {
          if (asksName) {
            // the account exists whatever happens here: a name that fails to save is set later in the profile
            await updateProfile.mutateAsync({ nickname: name.trim() }).catch(() => undefined);
          }
          navigate(asksName ? redirect : '/signup-terms-condition', { replace: true });
        },
      },
    );
  }

  // a half-finished onboarding resumes where it stopped (docs/decisions/0058)
  if (session && !register.isPending && !register.isSuccess) return <ResumeOnboarding />;

  const roles: { value: Role; icon: typeof Store; title: string; text: string }[] = [
    { value: 'c', icon: ShoppingBag, title: t('roleCustomer'), text: t('roleCustomerText') },
    { value: 's', icon: Store, title: t('roleSeller'), text: t('roleSellerText') },
  ];

  return (
    <AuthShell
      title={t('registerTitle')}
      subtitle={t('registerSubtitle')}
      back={asksName ? loginHref(redirect) : '/login'}
      footer={
        <>
          {t('haveAccount')}{' '}
          <Link to="/login" className="font-semibold text-brand-dark underline-offset-2 hover:underline">
            {t('login')}
          </Link>
        </>
      }
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-gray-700">{t('roleQuestion')}</legend>
          <div className="grid grid-cols-2 gap-3">
            {roles.map(({ value, icon: Icon, title, text }) => (
              <RadioOption
                key={value}
                className={`flex cursor-pointer flex-col gap-1 rounded-2xl border-2 p-3 ${
                  role === value ? 'border-brand bg-pink-50' : 'border-gray-200'
                }`}
                name="role"
                value={value}
                selected={role}
                onChoose={setRole}
                inputClassName="sr-only"
              >
                <Icon
                  aria-hidden="true"
                  className={`size-6 ${role === value ? 'text-brand-dark' : 'text-gray-500'}`}
                />
                <span className="font-semibold text-gray-900">{title}</span>
                <span className="text-xs text-gray-600">{text}</span>
              </RadioOption>
            ))}
          </div>
        </fieldset>
        <EmailField label={t('email')} value={email} onValue={setEmail} required />
        {asksName ? (
          <TextField
            label={t('yourName')}
            hint={t('yourNameHint')}
            name="name"
            autoComplete="name"
            value={name}
            maxLength={DISPLAY_NAME_MAX}
            onChange={(e) => setName(e.target.value)}
            required
          />
        ) : (
          <TextField
            label={t('usernameOptional')}
            name="username"
            autoComplete="nickname"
            autoCapitalize="none"
            value={username}
            maxLength={40}
            onChange={(e) => setUsername(e.target.value)}
          />
        )}
        <PasswordField
          label={t('password')}
          fresh
          value={password}
          maxLength={PASSWORD_MAX}
          onValue={setPassword}
          hint={t('passwordHint', { min: PASSWORD_MIN })}
          error={passwordShort ? t('passwordTooShort', { min: PASSWORD_MIN }) : undefined}
          required
        />
        {register.error && <FormAlert>{register.error.message}</FormAlert>}
        <p className="text-xs text-gray-500">
          {t('agreeTerms')}{' '}
          <Link to="/signup-terms-condition" className="underline">
            {t('terms')}
          </Link>
        </p>
        <Button
          type="submit"
          size="lg"
          block
          loading={register.isPending || updateProfile.isPending}
          disabled={!email.trim() || password.length < PASSWORD_MIN || (asksName && !name.trim())}
        >
          {t('createAccount')}
        </Button>
      </form>
    </AuthShell>
  );
}
