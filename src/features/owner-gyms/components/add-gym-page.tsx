import { useState } from 'react';
import { useForm, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  emptyGymFormValues,
  emptyPassesFormValues,
  gymMessages,
  gymWithPassesFormSchema,
  type GymCreate,
  type GymFields as GymFieldValues,
  type GymFormValues,
  type PassesOnlyForm,
  type GymWithPassesFormValues,
  type PassesOnlyFormValues,
} from '@contract/owner-gyms';
import { DocumentTitle } from '@/components/layouts/document-title';
import { useCurrentGym } from '@/components/owner/owner-gyms';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useCreateGym } from '../api/create-gym';
import { gymFormField } from '../utils/server-fields';
import { GymFields } from './gym-fields';
import { PassesFields } from './passes-fields';
import { PageHeader } from './page-header';

/** /gym_owner/add-new-gym: a new gym with every field and its passes, in one go. */
export function AddGymPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { setGymId } = useCurrentGym();
  const createGym = useCreateGym();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<GymWithPassesFormValues, unknown, GymCreate>({
    resolver: zodResolver(gymWithPassesFormSchema),
    defaultValues: { ...emptyGymFormValues, plans: emptyPassesFormValues },
  });

  const submit = form.handleSubmit((body) => {
    setFailure(null);
    createGym.mutate(body, {
      onSuccess: (gym) => {
        notify.success(gymMessages.added);
        setGymId(gym.id);
        void navigate(paths.owner.manageGyms);
      },
      onError: (error) => {
        applyServerFieldErrors(error, form.setError, (field) => gymFormField(field) as FieldPath<GymWithPassesFormValues> | null);
        setFailure(errorMessage(error));
        notify.error(gymMessages.addFailed);
      },
    });
  });

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <DocumentTitle title={t('owner-gyms.add.title')} />
      <PageHeader title={t('owner-gyms.add.title')} subtitle={t('owner-gyms.add.subtitle')} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-6">
        {/* One form, two views of it: the shared field groups each know only their own part. */}
        <GymFields form={form as unknown as UseFormReturn<GymFormValues, unknown, GymFieldValues>} />
        <PassesFields form={form as unknown as UseFormReturn<PassesOnlyFormValues, unknown, PassesOnlyForm>} />
        {failure && (
          <Alert tone="error">
            <p className="font-semibold">{gymMessages.addFailed}</p>
            <p>{failure}</p>
          </Alert>
        )}
        <div className="flex justify-end">
          <Button type="submit" size="lg" loading={createGym.isPending} className="w-full sm:w-auto">
            {t('owner-gyms.add.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
