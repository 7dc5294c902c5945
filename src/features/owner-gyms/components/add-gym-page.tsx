import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  emptyGymFormValues,
  emptyPassesFormValues,
  gymMessages,
  gymWithPassesFormSchema,
  type GymCreate,
  type GymWithPassesFormValues,
} from '@contract/gyms/owner-gyms';
import { DocumentTitle } from '@/components/layouts/document-title';
import { useCurrentGym } from '@/components/owner/owner-gyms';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useCreateGym } from '../api/create-gym';
import { gymFormField } from '../utils/server-fields';
import { GymWithPassesFields } from './gym-with-passes-fields';
import { PageHeader } from './page-header';
import '../strings';

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
        <GymWithPassesFields form={form} failureTitle={gymMessages.addFailed} failure={failure} submitLabel={t('owner-gyms.add.submit')} busy={createGym.isPending} />
      </form>
    </div>
  );
}
