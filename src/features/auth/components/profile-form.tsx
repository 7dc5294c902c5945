import { useState } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LanguageChoice } from './language-choice';
import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@contract/accounts/auth';
import { profileUpdateBodySchema, type ProfileUpdateBody } from '@contract/accounts/profile';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox, TextField } from '@/components/ui/field';
import { ApiError, errorMessage } from '@/lib/api';
import { useUpdateProfile } from '../api/update-profile';
import '../strings';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;
type Values = ProfileUpdateBody;

/** Puts a 400's field messages on their fields; false when none of them is a field of this form. */
function applyFieldErrors(error: unknown, setError: UseFormSetError<Values>): boolean {
  if (!(error instanceof ApiError)) return false;
  const fields = FIELDS.filter((name) => error.fields[name]);
  fields.forEach((name, index) => setError(name, { type: 'server', message: error.fields[name] }, { shouldFocus: index === 0 }));
  return fields.length > 0;
}

const choicesOf = (user: User) => ({
  marketingOptIn: user.marketingOptIn ?? false,
  whatsappMessages: user.whatsappMessages ?? true,
  emailMessages: user.emailMessages ?? true,
});

// The completion step leaves the choices out, so the server keeps them as they are.
const valuesFor = (user: User, withChoices: boolean): Values => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  email: user.email ?? '',
  password: '',
  confirmPassword: '',
  ...(withChoices ? choicesOf(user) : {}),
});

type ProfileFormProps = { user: User; submitLabel: string; showSuccess?: boolean; showMessageChoices?: boolean; onSaved?: (user: User) => void };

/** Name, email and an optional password (a blank one keeps the existing one); on the profile screen, which messages they get. */
export function ProfileForm({ user, submitLabel, showSuccess = false, showMessageChoices = false, onSaved }: ProfileFormProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm({ resolver: zodResolver(profileUpdateBodySchema), defaultValues: valuesFor(user, showMessageChoices) });
  const { errors } = form.formState;
  const mutation = useUpdateProfile({
    onSuccess: (next) => {
      form.reset(valuesFor(next, showMessageChoices));
      setSaved(true);
      onSaved?.(next);
    },
  });

  const submit = (values: Values) => {
    setError(null);
    setSaved(false);
    mutation.mutate(values, {
      onError: (err) => {
        if (!applyFieldErrors(err, form.setError)) setError(errorMessage(err));
      },
    });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('auth.profile.firstName')} autoComplete="given-name" error={errors.firstName?.message} {...form.register('firstName')} />
        <TextField label={t('auth.profile.lastName')} autoComplete="family-name" error={errors.lastName?.message} {...form.register('lastName')} />
      </div>
      <TextField label={t('auth.profile.email')} type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      <TextField
        label={t('auth.profile.password')}
        type="password"
        autoComplete="new-password"
        hint={t(user.hasPassword ? 'auth.profile.passwordKeepHint' : 'auth.profile.passwordOptionalHint')}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label={t('auth.profile.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      {showMessageChoices && <LanguageChoice />}
      {showMessageChoices && (
        <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">{t('auth.profile.messagesTitle')}</legend>
          <p className="text-sm text-slate-600">{t('auth.profile.messagesHint')}</p>
          <Checkbox label={t('auth.profile.whatsappMessages')} {...form.register('whatsappMessages')} />
          <Checkbox label={t('auth.profile.emailMessages')} {...form.register('emailMessages')} />
          <Checkbox label={t('auth.profile.marketingOptIn')} {...form.register('marketingOptIn')} />
        </fieldset>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      {showSuccess && saved && <Alert tone="success">{t('auth.profile.updated')}</Alert>}
      <Button type="submit" size="lg" loading={mutation.isPending}>
        {submitLabel}
      </Button>
    </form>
  );
}
