import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { classSettingsBodySchema } from '@contract/classes/classes';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api';
import { notify } from '@/lib/notify';
import { saveSettings, useClassMutation } from '../api/owner';
import { useClassRules } from '../api/public';

/** The gym's no-show rule: how many strikes in the window pause a member's class booking (0: never). */
export function ClassSettings({ gymId }: { gymId: string }) {
  const { t } = useTranslation();
  const rules = useClassRules(gymId);
  if (!rules.data) return null;
  return <SettingsForm key={rules.data.noShowLimit} gymId={gymId} limit={rules.data.noShowLimit} days={rules.data.noShowWindowDays} block={rules.data.blockDays} t={t} />;
}

function SettingsForm({ gymId, limit, days, block, t }: { gymId: string; limit: number; days: number; block: number; t: (key: string, o?: Record<string, unknown>) => string }) {
  const [value, setValue] = useState(String(limit));
  const [error, setError] = useState<string>();
  const save = useClassMutation(saveSettings);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = classSettingsBodySchema.safeParse({ gymId, noShowLimit: value.trim() === '' ? Number.NaN : Number(value) });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    try {
      notify.success((await save.mutateAsync(parsed.data)).message);
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <Card>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('classes.settings.title')}</h2>
        <p className="text-sm text-slate-600">{t('classes.settings.text', { days, block })}</p>
        <div className="flex flex-wrap items-end gap-3">
          <TextField label={t('classes.settings.limit')} type="number" inputMode="numeric" min={0} value={value} onChange={(e) => setValue(e.target.value)} error={error} containerClassName="w-32" />
          <Button type="submit" variant="secondary" loading={save.isPending}>
            {t('classes.settings.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
