import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffRoles, type StaffMember, type StaffRole } from '@contract/gyms/staff';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/field';
import { InlineLoader } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { formatMobile } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useRevokeStaff, useStaff, useUpdateStaff } from '../api/staff';

/** The name a person gave, else that they have not signed in yet (they fill in their name at first sign-in). */
const useNameOf = () => {
  const { t } = useTranslation();
  return (member: StaffMember) => member.name ?? t('ownerStaff.list.notSignedIn');
};

/** The gym's staff: each with their number and role, a role to change and a way to remove them. */
export function StaffList({ gymId }: { gymId: string }) {
  const { t } = useTranslation();
  const staff = useStaff(gymId);
  const revoke = useRevokeStaff(gymId);
  const nameOf = useNameOf();
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const removingName = removing ? (removing.name ?? formatMobile(removing.mobile)) : '';

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await revoke.mutateAsync(removing.staffId);
      notify.success(t('ownerStaff.toasts.removed', { name: removingName }));
      setRemoving(null);
    } catch (error) {
      notify.error(t('ownerStaff.toasts.removeFailed'), { description: errorMessage(error) });
    }
  };

  return (
    <section aria-labelledby="staff-heading" className="flex flex-col gap-4">
      <h2 id="staff-heading" className="text-xl font-semibold text-slate-900">
        {t('ownerStaff.list.heading')}
      </h2>
      {staff.isPending ? (
        <InlineLoader>{t('ownerStaff.list.loading')}</InlineLoader>
      ) : staff.isError ? (
        <Alert tone="error">
          <p>{t('ownerStaff.list.loadFailed')}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void staff.refetch()}>
            {t('common.actions.retry')}
          </Button>
        </Alert>
      ) : staff.data.length === 0 ? (
        <EmptyState title={t('ownerStaff.list.empty')}>{t('ownerStaff.list.emptyText')}</EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {staff.data.map((member) => (
            <li key={member.staffId} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-end sm:justify-between">
              <div>
                <p className="font-semibold text-slate-900">{nameOf(member)}</p>
                <p className="text-sm text-slate-600">
                  {formatMobile(member.mobile)} · {t(`ownerStaff.roleNames.${member.role}`)}
                </p>
              </div>
              <RoleChange gymId={gymId} member={member} name={member.name ?? formatMobile(member.mobile)} onRemove={() => setRemoving(member)} />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('ownerStaff.remove.title', { name: removingName })}
        message={t('ownerStaff.remove.message', { name: removingName })}
        confirmLabel={t('ownerStaff.remove.confirm')}
        danger
        busy={revoke.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}

/** A role select with its own save, and the remove button. */
function RoleChange({ gymId, member, name, onRemove }: { gymId: string; member: StaffMember; name: string; onRemove: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateStaff(gymId);
  const [role, setRole] = useState<StaffRole>(member.role);

  const save = async () => {
    try {
      await update.mutateAsync({ staffId: member.staffId, role });
      notify.success(t('ownerStaff.toasts.updated', { name, role: t(`ownerStaff.roles.${role}`) }));
    } catch (error) {
      notify.error(t('ownerStaff.toasts.updateFailed'), { description: errorMessage(error) });
    }
  };

  return (
    <div className="flex flex-wrap items-end gap-2">
      <Select label={t('ownerStaff.list.roleOf', { name })} value={role} onChange={(e) => setRole(e.target.value as StaffRole)} containerClassName="w-full sm:w-48">
        {staffRoles.map((r) => (
          <option key={r} value={r}>
            {t(`ownerStaff.roleNames.${r}`)}
          </option>
        ))}
      </Select>
      <Button variant="secondary" size="sm" aria-label={t('ownerStaff.list.saveLabel', { name })} disabled={role === member.role} loading={update.isPending} onClick={() => void save()}>
        {t('ownerStaff.list.save')}
      </Button>
      <Button variant="ghost" size="sm" aria-label={t('ownerStaff.list.removeLabel', { name })} onClick={onRemove}>
        {t('ownerStaff.list.remove')}
      </Button>
    </div>
  );
}
