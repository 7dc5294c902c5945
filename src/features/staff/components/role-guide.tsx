import { useTranslation } from 'react-i18next';

// The same facts as the server's table (server/shared/staff-permissions.ts), said plainly; the server enforces them.
const FRONT_DESK = ['bookings', 'checkIn', 'walkIns', 'paid', 'classes'] as const;
const MANAGER = ['desk', 'passes', 'classes', 'reviews', 'reports'] as const;

/** What each role may do, so the owner picks one knowing it. */
export function RoleGuide() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="role-guide-heading" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="role-guide-heading" className="text-lg font-semibold text-slate-900">
        {t('ownerStaff.guide.heading')}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <RoleItems title={t('ownerStaff.guide.frontDesk.title')} items={FRONT_DESK.map((key) => t(`ownerStaff.guide.frontDesk.${key}`))} />
        <RoleItems title={t('ownerStaff.guide.manager.title')} items={MANAGER.map((key) => t(`ownerStaff.guide.manager.${key}`))} />
      </div>
      <p className="text-sm text-slate-600">{t('ownerStaff.guide.owner')}</p>
    </section>
  );
}

function RoleItems({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h3 className="font-medium text-slate-900">{title}</h3>
      <ul className="mt-1 list-disc space-y-1 ps-5 text-sm text-slate-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
