import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';

export const SUPPORT_EMAIL = 'support@gymkhana.in';
// A landline of its own: never one of the demo accounts' mobiles. The tel: link is derived from it.
export const SUPPORT_PHONE = '+91 20 4890 1234';

/** Email, phone and working hours: static, so the footer and the contact page share them. */
export function ContactDetails({ className, tone = 'light' }: { className?: string; tone?: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const term = tone === 'dark' ? 'text-slate-400' : 'text-slate-500';
  const link = tone === 'dark' ? 'text-white hover:underline' : 'text-brand-700 hover:underline';
  return (
    <dl className={cn('grid gap-3 text-sm', className)}>
      <div>
        <dt className={term}>{t('common.contact.emailLabel')}</dt>
        <dd>
          <a className={link} href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>
        </dd>
      </div>
      <div>
        <dt className={term}>{t('common.contact.phoneLabel')}</dt>
        <dd>
          <a className={link} href={`tel:${SUPPORT_PHONE.replace(/\s+/g, '')}`}>
            {SUPPORT_PHONE}
          </a>
        </dd>
      </div>
      <div>
        <dt className={term}>{t('common.contact.hoursLabel')}</dt>
        <dd>{t('common.contact.hours')}</dd>
      </div>
    </dl>
  );
}
