import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { trainerFormSchema, type Trainer, type TrainerFormInput, type TrainerFormValues } from '@contract/gyms/trainers';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { PhotoField } from './photo-field';

export type TrainerFormResult = { values: TrainerFormValues; photo: File | null };

const toInput = (trainer?: Trainer): TrainerFormInput => ({
  name: trainer?.name ?? '',
  experienceYears: trainer ? String(trainer.experienceYears) : '',
  availability: trainer?.availability ?? '',
  categories: trainer?.categories.join(', ') ?? '',
  facilities: trainer?.facilities.join(', ') ?? '',
});

type TrainerFormProps = {
  trainer?: Trainer | undefined;
  submitLabel: string;
  busy?: boolean;
  /** the server's answer per field, shown under it */
  serverErrors?: Record<string, string>;
  onSubmit: (result: TrainerFormResult) => void;
  onCancel?: () => void;
  /** the registration page adds the gym picker here */
  children?: ReactNode;
};

/** Name, experience, availability, specialities, facilities and photo: the owner's form and the applicant's alike. */
export function TrainerForm({ trainer, submitLabel, busy = false, serverErrors = {}, onSubmit, onCancel, children }: TrainerFormProps) {
  const { t } = useTranslation();
  const [photo, setPhoto] = useState<File | null>(null);
  const form = useForm<TrainerFormInput, unknown, TrainerFormValues>({ resolver: zodResolver(trainerFormSchema), defaultValues: toInput(trainer) });
  const { errors } = form.formState;
  const errorOf = (field: keyof TrainerFormInput) => errors[field]?.message ?? serverErrors[field];

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onSubmit({ values, photo }))} className="flex flex-col gap-4">
      <TextField label={t('trainers.form.name')} autoComplete="name" error={errorOf('name')} {...form.register('name')} />
      <TextField
        label={t('trainers.form.experience')}
        type="number"
        inputMode="numeric"
        min={0}
        max={60}
        step={1}
        containerClassName="sm:max-w-48"
        error={errorOf('experienceYears')}
        {...form.register('experienceYears')}
      />
      <TextField label={t('trainers.form.availability')} hint={t('trainers.form.availabilityHint')} error={errorOf('availability')} {...form.register('availability')} />
      <TextField label={t('trainers.form.categories')} hint={t('trainers.form.categoriesHint')} error={errorOf('categories')} {...form.register('categories')} />
      <TextField label={t('trainers.form.facilities')} hint={t('trainers.form.facilitiesHint')} error={errorOf('facilities')} {...form.register('facilities')} />
      <PhotoField file={photo} onChange={setPhoto} currentUrl={trainer?.photoUrl} error={serverErrors.photo} />
      {children}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('trainers.form.cancel')}
          </Button>
        )}
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
