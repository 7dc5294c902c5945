import { useMemo, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { passTypes } from '@contract/constants';
import { MAX_PROMO_PERCENT, promoKinds, promoMessages, type Promo, type PromoCreate } from '@contract/bookings/promos';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox, FieldError, TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useSavePromo } from '../api/save-promo';
import { addDays, todayIn } from '../utils/dates';
import { newPromoFormValues, promoChanges, promoFormSchema, promoFormValues, type PromoFormValues } from '../utils/promo-form';
import '../strings';

const formFields = new Set(Object.keys(newPromoFormValues('', '')));

/** A server field ("passTypes.0", "maxUses") as the form names it; the code's id is no field of the form. */
const formField = (serverField: string) => {
  const head = serverField.split('.')[0] ?? '';
  return formFields.has(head) ? (head as FieldPath<PromoFormValues>) : null;
};

type Props = {
  gymId: string;
  /** the gym's zone: a new code starts on the gym's today */
  timeZone: string;
  /** the code to edit; none: a new code */
  promo?: Promo | undefined;
  onDone: () => void;
};

/** Creates a code, or edits one (only what changed is sent); the contract's rules and the server's messages show on the fields. */
export function PromoForm({ gymId, timeZone, promo, onDone }: Props) {
  const { t } = useTranslation();
  const save = useSavePromo(gymId);
  const [notice, setNotice] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const schema = useMemo(() => promoFormSchema(gymId), [gymId]);
  const [defaults] = useState(() => {
    const today = todayIn(timeZone);
    return promo ? promoFormValues(promo) : newPromoFormValues(today, addDays(today, 30));
  });
  const form = useForm<PromoFormValues, unknown, PromoCreate>({ resolver: zodResolver(schema), defaultValues: defaults });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const errors = form.formState.errors;
  const title = promo ? t('promos.form.editTitle', { code: promo.code }) : t('promos.form.newTitle');

  const submit = form.handleSubmit((values) => {
    setNotice(null);
    const handlers = {
      onSuccess: () => {
        notify.success(promo ? promoMessages.updated : promoMessages.created);
        onDone();
      },
      onError: (error: unknown) => {
        applyServerFieldErrors(error, form.setError, formField);
        setNotice({ tone: 'error', text: errorMessage(error) });
      },
    };
    if (!promo) return save.mutate({ kind: 'create', body: values }, handlers);
    const changes = promoChanges(promo, values);
    if (Object.keys(changes).length === 0) return setNotice({ tone: 'info', text: t('promos.form.noChanges') });
    save.mutate({ kind: 'update', body: { promoId: promo.id, ...changes } }, handlers);
  });

  return (
    <form noValidate onSubmit={submit} aria-label={title} className="flex flex-col gap-4 rounded-xl border border-brand-200 bg-brand-50/40 p-4">
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={t('promos.form.code')}
          hint={promo ? t('promos.form.codeFixed') : t('promos.form.codeHint')}
          error={errors.code?.message}
          readOnly={Boolean(promo)}
          maxLength={20}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          className="font-mono uppercase read-only:bg-slate-100"
          {...form.register('code')}
        />
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-medium text-slate-700">{t('promos.form.kind')}</legend>
          <div className="flex flex-wrap gap-x-6">
            {promoKinds.map((option) => (
              <label key={option} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-700">
                <input type="radio" value={option} className="h-5 w-5 accent-brand-600" {...form.register('kind')} />
                {t(`promos.kinds.${option}`)}
              </label>
            ))}
          </div>
          {errors.kind?.message && (
            <FieldError>{errors.kind.message}</FieldError>
          )}
        </fieldset>
        <TextField
          label={kind === 'flat' ? t('promos.form.flatValue') : t('promos.form.percentValue')}
          hint={kind === 'flat' ? t('promos.form.flatHint') : t('promos.form.percentHint', { max: MAX_PROMO_PERCENT })}
          inputMode={kind === 'flat' ? 'decimal' : 'numeric'}
          error={errors.value?.message}
          {...form.register('value')}
        />
        <TextField
          label={t('promos.form.maxUses')}
          hint={t('promos.form.maxUsesHint')}
          inputMode="numeric"
          error={errors.maxUses?.message}
          {...form.register('maxUses')}
        />
        <TextField type="date" label={t('promos.form.validFrom')} hint={t('promos.form.datesHint')} error={errors.validFrom?.message} {...form.register('validFrom')} />
        <TextField type="date" label={t('promos.form.validTo')} error={errors.validTo?.message} {...form.register('validTo')} />
      </div>
      <fieldset className="flex flex-col">
        <legend className="mb-1 text-sm font-medium text-slate-700">{t('promos.form.passes')}</legend>
        <div className="grid grid-cols-1 gap-x-4 min-[420px]:grid-cols-2 lg:grid-cols-3">
          {passTypes.map((passType) => (
            <Checkbox key={passType} label={t(`gyms.passes.${passType}`)} value={passType} {...form.register('passTypes')} />
          ))}
        </div>
        {errors.passTypes?.message && (
          <FieldError>{errors.passTypes.message}</FieldError>
        )}
      </fieldset>
      <Checkbox label={t('promos.form.oncePerMember')} {...form.register('oncePerMember')} />
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone}>
          {t('promos.form.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {promo ? t('promos.form.save') : t('promos.form.create')}
        </Button>
      </div>
    </form>
  );
}
