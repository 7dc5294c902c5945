import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { classCategories, classCreateBodySchema, classUpdateBodySchema, classWeekdays, type ClassSeries, type ClassWeekday } from '@contract/classes/classes';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Checkbox, FieldError, Select, TextField } from '@/components/ui/field';
import { ApiError, errorMessage } from '@/lib/api';
import { notify } from '@/lib/notify';
import { saveSeries, useClassMutation } from '../api/owner';
import { dayOf } from '../week';
import { TrainerSelect } from './trainer-select';

type Draft = { title: string; category: string; trainerId: string; capacity: string; durationMinutes: string; days: ClassWeekday[]; startTime: string; startDate: string; endDate: string };
type Errors = Partial<Record<keyof Draft, string>>;

const draftOf = (s: ClassSeries | null, timeZone: string): Draft => ({
  title: s?.title ?? '',
  category: s?.category ?? '',
  trainerId: s?.trainerId ?? '',
  capacity: String(s?.capacity ?? 12),
  durationMinutes: String(s?.durationMinutes ?? 60),
  days: s?.days ?? [],
  startTime: s?.startTime ?? '07:00',
  startDate: s?.startDate ?? dayOf(timeZone),
  endDate: s?.endDate ?? '',
});

/** The body the contract checks: numbers as numbers, empty optionals as null. */
const bodyOf = (d: Draft) => ({
  title: d.title,
  category: d.category,
  trainerId: d.trainerId || null,
  capacity: d.capacity.trim() === '' ? Number.NaN : Number(d.capacity),
  durationMinutes: d.durationMinutes.trim() === '' ? Number.NaN : Number(d.durationMinutes),
  days: classWeekdays.filter((day) => d.days.includes(day)),
  startTime: d.startTime,
  startDate: d.startDate,
  endDate: d.endDate || null,
});

/** Add a class series, or rewrite one (`series`): checked with the contract's schema, then the server's refusals in its words. */
export function ClassFormDialog({ gymId, timeZone, series, onClose }: { gymId: string; timeZone: string; series: ClassSeries | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(series, timeZone));
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useClassMutation(saveSeries);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const toggleDay = (day: ClassWeekday) => set({ days: draft.days.includes(day) ? draft.days.filter((d) => d !== day) : [...draft.days, day] });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const parsed = series ? classUpdateBodySchema.safeParse({ seriesId: series.id, ...bodyOf(draft) }) : classCreateBodySchema.safeParse({ gymId, ...bodyOf(draft) });
    if (!parsed.success) return setErrors(Object.fromEntries(parsed.error.issues.reverse().map((i) => [String(i.path[0]), i.message])) as Errors);
    setErrors({});
    try {
      notify.success((await save.mutateAsync(parsed.data)).message);
      onClose();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fields as Errors);
      setRefusal(errorMessage(error));
    }
  };

  return (
    <Dialog open onClose={onClose} title={t(series ? 'classes.form.editTitle' : 'classes.form.addTitle')} description={t('classes.form.hoursHint')}>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
        {refusal && <Alert tone="error">{refusal}</Alert>}
        <TextField label={t('classes.form.name')} value={draft.title} onChange={(e) => set({ title: e.target.value })} error={errors.title} />
        <Select label={t('classes.form.category')} value={draft.category} onChange={(e) => set({ category: e.target.value })} error={errors.category}>
          <option value="">{t('classes.form.chooseCategory')}</option>
          {classCategories.map((c) => (
            <option key={c} value={c}>
              {t(`classes.categories.${c}`)}
            </option>
          ))}
        </Select>
        <TrainerSelect gymId={gymId} label={t('classes.form.trainer')} value={draft.trainerId} onChange={(trainerId) => set({ trainerId })} error={errors.trainerId} />
        <div className="grid grid-cols-2 gap-3">
          <TextField label={t('classes.form.capacity')} type="number" inputMode="numeric" min={1} value={draft.capacity} onChange={(e) => set({ capacity: e.target.value })} error={errors.capacity} />
          <TextField label={t('classes.form.duration')} type="number" inputMode="numeric" min={15} step={5} value={draft.durationMinutes} onChange={(e) => set({ durationMinutes: e.target.value })} error={errors.durationMinutes} />
        </div>
        <fieldset className="flex flex-col gap-2" aria-describedby={errors.days ? 'class-days-error' : undefined}>
          <legend className="mb-1 text-sm font-medium text-slate-700">{t('classes.form.days')}</legend>
          <div className="grid grid-cols-4 gap-2 sm:grid-cols-7">
            {classWeekdays.map((day) => (
              <Checkbox key={day} label={t(`classes.weekdays.${day}`)} checked={draft.days.includes(day)} onChange={() => toggleDay(day)} />
            ))}
          </div>
          {errors.days && (
<FieldError id="class-days-error">{errors.days}</FieldError>
          )}
        </fieldset>
        <TextField label={t('classes.form.startTime')} type="time" value={draft.startTime} onChange={(e) => set({ startTime: e.target.value })} error={errors.startTime} />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextField label={t('classes.form.startDate')} type="date" value={draft.startDate} onChange={(e) => set({ startDate: e.target.value })} error={errors.startDate} />
          <TextField label={t('classes.form.endDate')} type="date" value={draft.endDate} onChange={(e) => set({ endDate: e.target.value })} error={errors.endDate} />
        </div>
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            {t('common.actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t(series ? 'classes.form.saveEdit' : 'classes.form.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
