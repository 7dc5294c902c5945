import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { staffInviteBodySchema, staffRoles, type StaffRole } from '@contract/gyms/staff';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Select, TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { formatMobile } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useInviteStaff } from '../api/staff';

// The contract's own fields, less the gym (the screen's current one).
const inviteFormSchema = staffInviteBodySchema.omit({ gymId: true });
type InviteValues = { mobile: string; role: StaffRole };

/** Mobile and role; the server's refusals (own number, already staff) show in its words. */
export function InviteForm({ gymId }: { gymId: string }) {
  const { t } = useTranslation();
  const invite = useInviteStaff(gymId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<InviteValues>({ resolver: zodResolver(inviteFormSchema), defaultValues: { mobile: '', role: 'front_desk' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await invite.mutateAsync({ gymId, ...values });
      notify.success(t('ownerStaff.invite.added', { mobile: formatMobile(values.mobile), role: t(`ownerStaff.roles.${values.role}`) }));
      form.reset({ mobile: '', role: values.role });
    } catch (error) {
      const placed = applyServerFieldErrors(error, form.setError, (field) => (field === 'mobile' || field === 'role' ? field : null));
      if (placed === 0) setFailure(errorMessage(error));
      notify.error(t('ownerStaff.invite.failed'), { description: errorMessage(error) });
    }
  });

  return (
    <section aria-labelledby="invite-heading" className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="invite-heading" className="text-lg font-semibold text-slate-900">
        {t('ownerStaff.invite.heading')}
      </h2>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('ownerStaff.invite.mobile')}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            hint={t('ownerStaff.invite.mobileHint')}
            error={errors.mobile?.message}
            {...form.register('mobile')}
          />
          <Select label={t('ownerStaff.invite.role')} error={errors.role?.message} {...form.register('role')}>
            {staffRoles.map((role) => (
              <option key={role} value={role}>
                {t(`ownerStaff.roleNames.${role}`)}
              </option>
            ))}
          </Select>
        </div>
        {failure && <Alert tone="error">{failure}</Alert>}
        <div>
          <Button type="submit" loading={invite.isPending}>
            {t('ownerStaff.invite.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
