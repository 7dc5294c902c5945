import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_LIMITS, contactBodySchema, type ContactForm } from '@contract/community/contact';
import { paths } from '@/config/paths';
import { ContactDetails } from '@/components/layouts/contact-details';
import { DocumentTitle } from '@/components/layouts/document-title';
import { PageContainer } from '@/components/layouts/page-container';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextArea, TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useSendContact } from '../api/send-contact';
import '../strings';

const empty: ContactForm = { name: '', email: '', subject: '', message: '' };

/** /contact-us: the form (stored by the server, five an hour per IP) beside the contact details and working hours. */
export function ContactPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <DocumentTitle title={t('contact.title')} />
      <h1 className="text-3xl font-bold text-slate-900">{t('contact.title')}</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">{t('contact.summary')}</p>
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <ContactFormCard />
        <div className="flex flex-col gap-6">
          <Card>
            <h2 className="mb-4 text-lg font-semibold text-slate-900">{t('contact.detailsTitle')}</h2>
            <ContactDetails className="text-base" />
          </Card>
          <Card>
            <h2 className="text-lg font-semibold text-slate-900">{t('contact.owners')}</h2>
            <p className="mt-2 text-sm text-slate-600">{t('contact.ownersText')}</p>
            <ButtonLink to={paths.ownerRegistration} variant="secondary" size="sm" className="mt-4">
              {t('contact.ownersLink')}
            </ButtonLink>
          </Card>
        </div>
      </div>
    </PageContainer>
  );
}

function ContactFormCard() {
  const { t } = useTranslation();
  const send = useSendContact();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<ContactForm>({ resolver: zodResolver(contactBodySchema), defaultValues: empty });
  const { errors } = form.formState;
  const limits = (field: keyof typeof CONTACT_LIMITS) => t('contact.limits', { min: CONTACT_LIMITS[field][0], max: CONTACT_LIMITS[field][1] });

  const submit = form.handleSubmit(async (values) => {
    try {
      const message = await send.mutateAsync(values);
      notify.success(message);
      setSent(message);
      form.reset(empty);
    } catch (error) {
      const placed = applyServerFieldErrors(error, form.setError, (field) => (field in empty ? (field as keyof ContactForm) : null));
      if (!placed) notify.error(t('contact.failed'), { description: errorMessage(error) });
    }
  });

  if (sent)
    return (
      <Card>
        <Alert tone="success">
          <p className="font-semibold">{sent}</p>
          <p className="mt-1">{t('contact.sentText')}</p>
        </Alert>
        <Button variant="secondary" className="mt-4" onClick={() => setSent(null)}>
          {t('contact.another')}
        </Button>
      </Card>
    );

  return (
    <Card>
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{t('contact.formTitle')}</h2>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('contact.name')} autoComplete="name" maxLength={CONTACT_LIMITS.name[1]} error={errors.name?.message} {...form.register('name')} />
          <TextField label={t('contact.email')} type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
        </div>
        <TextField label={t('contact.subject')} hint={limits('subject')} maxLength={CONTACT_LIMITS.subject[1]} error={errors.subject?.message} {...form.register('subject')} />
        <TextArea label={t('contact.message')} hint={limits('message')} rows={6} maxLength={CONTACT_LIMITS.message[1]} error={errors.message?.message} {...form.register('message')} />
        <Button type="submit" loading={send.isPending} waitsForApp className="self-start">
          {t('contact.send')}
        </Button>
      </form>
    </Card>
  );
}
