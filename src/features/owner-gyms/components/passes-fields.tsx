import { useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { passDays, passTypes } from '@contract/constants';
import type { PassType } from '@contract/gyms/gyms';
import { MAX_FREEZE_DAYS, rupeesToPaise, type PassesOnlyForm, type PassesOnlyFormValues } from '@contract/gyms/owner-gyms';
import { Alert } from '@/components/ui/alert';
import { Checkbox, TextField } from '@/components/ui/field';
import { formatPaise } from '@/lib/format';
import { FormSection } from './form-section';
import '../strings';

/** What a longer pass costs a day, the figure owners and members compare passes by. */
function PerDay({ control, passType }: { control: Control<PassesOnlyFormValues, unknown, PassesOnlyForm>; passType: PassType }) {
  const { t } = useTranslation();
  const price = useWatch({ control, name: `plans.${passType}.price` });
  const days = passDays[passType];
  const paise = rupeesToPaise(price);
  if (paise === null || days === 1) return null;
  return <p className="text-xs text-slate-500">{t('owner-gyms.passes.perDay', { price: formatPaise(Math.round(paise / days)) })}</p>;
}

/**
 * The five passes: each on or off, with its price in rupees. `freeze`: also how many days a pass may be
 * frozen in all (the editor of stored passes; a new gym's passes start with the defaults).
 */
export function PassesFields({ form, freeze = false }: { form: UseFormReturn<PassesOnlyFormValues, unknown, PassesOnlyForm>; freeze?: boolean }) {
  const { t } = useTranslation();
  const errors = form.formState.errors.plans;
  const noneOn = errors?.message ?? errors?.root?.message;
  return (
    <FormSection legend={t('owner-gyms.passes.legend')} hint={t('owner-gyms.passes.hint')} columns={1}>
      {noneOn && <Alert tone="error">{noneOn}</Alert>}
      <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        {passTypes.map((passType) => {
          const pass = t(`gyms.passes.${passType}`);
          const days = passDays[passType];
          return (
            <li key={passType} className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4">
              <div className="flex items-baseline justify-between gap-2">
                <p className="font-semibold text-slate-900">{pass}</p>
                <span className="text-sm text-slate-500">{t('owner-gyms.passes.duration', { count: days })}</span>
              </div>
              <Checkbox label={t('owner-gyms.passes.offered', { pass })} {...form.register(`plans.${passType}.active`)} />
              <TextField
                label={t('owner-gyms.passes.price', { pass })}
                inputMode="decimal"
                error={errors?.[passType]?.price?.message}
                {...form.register(`plans.${passType}.price`)}
              />
              <PerDay control={form.control} passType={passType} />
              {/* A one-day pass has nothing left to pause: its allowance stays as stored. */}
              {freeze && days > 1 && (
                <TextField
                  label={t('owner-gyms.passes.freezeDays', { pass })}
                  inputMode="numeric"
                  hint={t('owner-gyms.passes.freezeHint', { max: MAX_FREEZE_DAYS })}
                  error={errors?.[passType]?.freezeDays?.message}
                  {...form.register(`plans.${passType}.freezeDays`)}
                />
              )}
            </li>
          );
        })}
      </ul>
    </FormSection>
  );
}
