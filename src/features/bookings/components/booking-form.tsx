import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { BOOKING_HORIZON_DAYS, paymentMethods, type BookingCreated, type PaymentMethod } from '@contract/bookings/bookings';
import { passTypes, type GymDetail, type PassType } from '@contract/gyms/gyms';
import { DocumentTitle } from '@/components/layouts/document-title';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { InlineLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { formatPaise } from '@/lib/format';
import { notify } from '@/lib/notify';
import { usePromoCheck } from '../api/check-promo';
import { useCreateBooking } from '../api/create-booking';
import { useGymForBooking } from '../api/get-gym';
import { addDays, formatDay, todayIn } from '../dates';
import { BookingCalendar } from './booking-calendar';
import { BookingDone } from './booking-done';
import { PromoCodeField } from './promo-code-field';
import { SlotPicker } from './slot-picker';

const isPass = (v: string | null): v is PassType => (passTypes as readonly string[]).includes(v ?? '');
const isMethod = (v: string | null): v is PaymentMethod => (paymentMethods as readonly string[]).includes(v ?? '');

/** The booking screen of one gym: pass, start date, arrival slot and payment, with price, inclusions and the cancellation rule. */
export function BookingForm({ gymId }: { gymId: string }) {
  const { t } = useTranslation();
  const gym = useGymForBooking(gymId);
  if (gym.isPending) return <InlineLoader>{t('common.loading')}</InlineLoader>;
  if (gym.isError) return <Alert tone="error">{t('bookings.form.gymFailed')}</Alert>;
  return <BookingChoices gym={gym.data} />;
}

function BookingChoices({ gym }: { gym: GymDetail }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const chosen = useRef<URLSearchParams | null>(null);
  // A render catches up with the address (a back or a new link too): from then on it is the base again.
  useEffect(() => {
    chosen.current = null;
  }, [params]);
  const create = useCreateBooking();
  const [done, setDone] = useState<BookingCreated | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // One Idempotency-Key per choice: pressing again (or a lost answer) never books twice.
  const keys = useRef(new Map<string, string>());

  const plans = [...gym.plans].sort((a, b) => passTypes.indexOf(a.passType) - passTypes.indexOf(b.passType));
  const passParam = params.get('pass');
  const pass = isPass(passParam) && plans.some((p) => p.passType === passParam) ? passParam : null;
  const date = params.get('date');
  const slot = params.get('slot');
  const methodParam = params.get('method');
  const method = isMethod(methodParam) ? methodParam : null;
  const plan = plans.find((p) => p.passType === pass);
  const today = todayIn(gym.timeZone);
  // The code applied is checked by the server for the pass chosen (again when the pass changes); only a code it accepts is sent.
  const [promoCode, setPromoCode] = useState<string | null>(null);
  const promo = usePromoCheck(gym.id, promoCode, pass);
  const quote = promo.isSuccess && promo.data.passType === pass ? promo.data : undefined;

  // The choice lives in the URL: a visitor sent to sign in comes back to exactly this.
  const choose = (changes: Record<string, string | null>) => {
    // From the last choice, not this render's params: a second tap before the first has re-rendered keeps both.
    const next = new URLSearchParams(chosen.current ?? params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setFailure(null);
    chosen.current = next;
    setParams(next, { replace: true });
  };

  if (done) return <BookingDone created={done} />;

  const submit = async () => {
    if (!pass || !date || !slot || !method) return;
    const body = { gymId: gym.id, passType: pass, startDate: date, slotTime: slot, paymentMethod: method, ...(quote ? { promoCode: quote.code } : {}) };
    const choice = JSON.stringify(body);
    if (!keys.current.has(choice)) keys.current.set(choice, crypto.randomUUID());
    try {
      const { data } = await create.mutateAsync({ body, key: keys.current.get(choice)! });
      if (data.payment) {
        setParams(new URLSearchParams({ booking: data.booking.id }));
        return;
      }
      notify.success(t('bookings.checkout.confirmed'));
      setDone(data);
    } catch (error) {
      setFailure(errorMessage(error));
      notify.error(t('bookings.checkout.failed'), { description: errorMessage(error) });
    }
  };

  return (
    <section aria-labelledby="booking-title" className="flex flex-col gap-6">
      <DocumentTitle title={t('bookings.form.title', { name: gym.name })} />
      <header className="flex flex-col gap-1">
        <h1 id="booking-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('bookings.form.title', { name: gym.name })}
        </h1>
        <p className="text-slate-600">
          {gym.area}, {gym.city}
          {gym.weeklyOff !== 'none' && ` · ${t('bookings.form.weeklyOff', { day: t(`gyms.weekdays.${gym.weeklyOff}`) })}`}
        </p>
      </header>
      {plans.length === 0 ? (
        <Alert>{t('bookings.form.noPlans')}</Alert>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
          <div className="flex flex-col gap-6">
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-semibold text-slate-800">{t('bookings.form.pass')}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {plans.map((p) => (
                  <label
                    key={p.passType}
                    className={cn(
                      'flex min-h-14 cursor-pointer items-center justify-between gap-3 rounded-xl border p-3',
                      p.passType === pass ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-slate-200 bg-white hover:border-brand-400',
                    )}
                  >
                    <span className="flex items-center gap-2">
                      <input type="radio" name="pass" value={p.passType} checked={p.passType === pass} onChange={() => choose({ pass: p.passType })} className="size-4 accent-brand-600" />
                      <span className="font-medium text-slate-900">{t(`gyms.passes.${p.passType}`)}</span>
                    </span>
                    <span className="font-semibold text-brand-700">{formatPaise(p.pricePaise)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="flex flex-col gap-2">
              <p id="start-date-label" className="text-sm font-semibold text-slate-800">
                {t('bookings.form.startDate')}
                {date && <span className="ml-2 font-normal text-slate-600">{formatDay(date)}</span>}
              </p>
              <BookingCalendar
                label={t('bookings.form.startDate')}
                value={date}
                min={today}
                max={addDays(today, BOOKING_HORIZON_DAYS)}
                weeklyOff={gym.weeklyOff}
                onChange={(d) => choose({ date: d, slot: null })}
              />
            </div>
            <SlotPicker gymId={gym.id} date={date} value={slot} onChange={(s) => choose({ slot: s })} />
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-semibold text-slate-800">{t('bookings.form.payment')}</legend>
              {(['online', 'at_gym'] as const).map((m) => (
                <label
                  key={m}
                  className={cn(
                    'flex cursor-pointer items-start gap-3 rounded-xl border p-3',
                    m === method ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-slate-200 bg-white hover:border-brand-400',
                  )}
                >
                  <input type="radio" name="method" value={m} checked={m === method} onChange={() => choose({ method: m })} className="mt-1 size-4 accent-brand-600" />
                  <span>
                    <span className="block font-medium text-slate-900">{t(m === 'online' ? 'bookings.form.online' : 'bookings.form.atGym')}</span>
                    <span className="block text-sm text-slate-600">{t(m === 'online' ? 'bookings.form.onlineHint' : 'bookings.form.atGymHint')}</span>
                  </span>
                </label>
              ))}
            </fieldset>
          </div>
          <aside aria-labelledby="summary-title" className="flex h-fit flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-20">
            <h2 id="summary-title" className="text-lg font-bold text-slate-900">
              {t('bookings.form.summary')}
            </h2>
            <dl className="flex flex-col gap-3 text-sm">
              <div>
                <dt className="font-semibold text-slate-800">{t('bookings.form.price')}</dt>
                {quote ? (
                  <dd className="flex flex-col">
                    <span className="text-sm text-slate-500 line-through">{formatPaise(quote.pricePaise)}</span>
                    <span className="text-sm text-green-800">{t('bookings.promo.discountLine', { code: quote.code, discount: formatPaise(quote.discountPaise) })}</span>
                    <span className="text-2xl font-bold text-brand-700">{t('bookings.promo.youPay', { amount: formatPaise(quote.amountPaise) })}</span>
                  </dd>
                ) : (
                  <dd className="text-2xl font-bold text-brand-700">{plan ? formatPaise(plan.pricePaise) : '—'}</dd>
                )}
              </div>
              <div>
                <dt className="font-semibold text-slate-800">{t('bookings.form.includes')}</dt>
                <dd className="flex flex-col gap-1 text-slate-700">
                  {plan && date && (
                    <span>{t('bookings.form.includesDays', { count: plan.durationDays, start: formatDay(date), end: formatDay(addDays(date, plan.durationDays - 1)) })}</span>
                  )}
                  {gym.facilities.length > 0 && <span>{t('bookings.form.includesFacilities', { list: gym.facilities.join(', ') })}</span>}
                  {gym.amenities.length > 0 && (
                    <span>{t('bookings.form.includesAmenities', { list: gym.amenities.map((a) => t(`gyms.amenities.${a}`, { defaultValue: a })).join(', ') })}</span>
                  )}
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-800">{t('bookings.form.cancellation')}</dt>
                <dd className="text-slate-700">{t('bookings.form.cancellationRule')}</dd>
              </div>
            </dl>
            <PromoCodeField applied={promoCode} onApply={setPromoCode} quote={quote} checking={promo.isFetching} error={promo.error} disabled={!pass} />
            {failure && (
              <Alert tone="error">
                <p className="font-semibold">{t('bookings.checkout.failed')}</p>
                <p>{failure}</p>
              </Alert>
            )}
            <Button size="lg" onClick={() => void submit()} loading={create.isPending} disabled={!pass || !date || !slot || !method}>
              {t('bookings.form.confirm')}
            </Button>
            {(!pass || !date || !slot || !method) && <p className="text-xs text-slate-500">{t('bookings.form.chooseAll')}</p>}
            <ButtonLink to={paths.gymProfile(gym.id)} variant="ghost" size="sm">
              {t('bookings.form.back')}
            </ButtonLink>
          </aside>
        </div>
      )}
    </section>
  );
}
