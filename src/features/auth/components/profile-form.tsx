import { useState } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@contract/auth';
import { profileUpdateBodySchema, type ProfileUpdateBody } from '@contract/profile';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
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

const valuesFor = (user: User): Values => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  email: user.email ?? '',
  password: '',
  confirmPassword: '',
});

type ProfileFormProps = { user: User; submitLabel: string; showSuccess?: boolean; onSaved?: (user: User) => void };

/** Name, email and an optional password; a blank password keeps the existing one. */
export function ProfileForm({ user, submitLabel, showSuccess = false, onSaved }: ProfileFormProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm({ resolver: zodResolver(profileUpdateBodySchema), defaultValues: valuesFor(user) });
  const { errors } = form.formState;
  const mutation = useUpdateProfile({
    onSuccess: (next) => {
      form.reset(valuesFor(next));
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
      {error && <Alert tone="error">{error}</Alert>}
      {showSuccess && saved && <Alert tone="success">{t('auth.profile.updated')}</Alert>}
      <Button type="submit" size="lg" loading={mutation.isPending}>
        {submitLabel}
      </Button>
    </form>
  );
}
