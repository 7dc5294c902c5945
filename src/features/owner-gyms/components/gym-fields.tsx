import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { amenities, gymCategories, gymTypes, weekdays } from '@contract/constants';
import { gstRatesBp, indianStates, isRoundTheClock, ROUND_THE_CLOCK, type GymFields as GymFieldValues, type GymFormValues } from '@contract/gyms/owner-gyms';
import { Checkbox, Select, TextArea, TextField } from '@/components/ui/field';
import { FacilitiesInput } from './facilities-input';
import { FormSection } from './form-section';
import { LocationFields } from './location-fields';
import '../strings';

type Props = { form: UseFormReturn<GymFormValues, unknown, GymFieldValues> };

function AboutSection({ form }: Props) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <FormSection legend={t('owner-gyms.fields.aboutLegend')}>
      <TextField label={t('owner-gyms.fields.name')} autoComplete="organization" containerClassName="sm:col-span-2" error={errors.name?.message} {...form.register('name')} />
      <Select label={t('owner-gyms.fields.gymType')} error={errors.gymType?.message} {...form.register('gymType')}>
        <option value="">{t('owner-gyms.fields.chooseOne')}</option>
        {gymTypes.map((type) => (
          <option key={type} value={type}>
            {t(`gyms.types.${type}`)}
          </option>
        ))}
      </Select>
      <Select label={t('owner-gyms.fields.category')} error={errors.category?.message} {...form.register('category')}>
        <option value="">{t('owner-gyms.fields.chooseOne')}</option>
        {gymCategories.map((category) => (
          <option key={category} value={category}>
            {t(`gyms.categories.${category}`)}
          </option>
        ))}
      </Select>
      <TextField
        label={t('owner-gyms.fields.establishedYear')}
        inputMode="numeric"
        maxLength={4}
        hint={t('owner-gyms.fields.establishedYearHint')}
        error={errors.establishedYear?.message}
        {...form.register('establishedYear')}
      />
      <div className="sm:col-span-2">
        <TextArea label={t('owner-gyms.fields.description')} maxLength={2000} hint={t('owner-gyms.fields.descriptionHint')} error={errors.description?.message} {...form.register('description')} />
      </div>
    </FormSection>
  );
}

function ContactSection({ form }: Props) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <FormSection legend={t('owner-gyms.fields.contactLegend')}>
      <TextField
        label={t('owner-gyms.fields.contactNumber')}
        type="tel"
        inputMode="tel"
        hint={t('owner-gyms.fields.contactNumberHint')}
        error={errors.contactNumber?.message}
        {...form.register('contactNumber')}
      />
      <TextField label={t('owner-gyms.fields.email')} type="email" hint={t('owner-gyms.fields.emailHint')} error={errors.email?.message} {...form.register('email')} />
      <TextField
        label={t('owner-gyms.fields.address')}
        autoComplete="street-address"
        hint={t('owner-gyms.fields.addressHint')}
        containerClassName="sm:col-span-2"
        error={errors.address?.message}
        {...form.register('address')}
      />
      <TextField label={t('owner-gyms.fields.area')} hint={t('owner-gyms.fields.areaHint')} error={errors.area?.message} {...form.register('area')} />
      <TextField label={t('owner-gyms.fields.city')} autoComplete="address-level2" error={errors.city?.message} {...form.register('city')} />
      <Select label={t('owner-gyms.fields.state')} autoComplete="address-level1" error={errors.state?.message} {...form.register('state')}>
        <option value="">{t('owner-gyms.fields.chooseOne')}</option>
        {indianStates.map((state) => (
          <option key={state} value={state}>
            {state}
          </option>
        ))}
      </Select>
      <TextField
        label={t('owner-gyms.fields.pincode')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        error={errors.pincode?.message}
        {...form.register('pincode')}
      />
    </FormSection>
  );
}

const USUAL_HOURS = { openingTime: '06:00', closingTime: '22:00' } as const;

function TimingsSection({ form }: Props) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  // useWatch re-renders this section alone, not the whole form, as the times change.
  const [openingTime, closingTime] = useWatch({ control: form.control, name: ['openingTime', 'closingTime'] });
  const allDay = isRoundTheClock({ openingTime, closingTime });
  const setHours = (hours: { openingTime: string; closingTime: string }) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('openingTime', hours.openingTime, options);
    form.setValue('closingTime', hours.closingTime, options);
  };
  return (
    <FormSection legend={t('owner-gyms.fields.timingsLegend')}>
      {!allDay && (
        <>
          <TextField label={t('owner-gyms.fields.openingTime')} type="time" error={errors.openingTime?.message} {...form.register('openingTime')} />
          <TextField label={t('owner-gyms.fields.closingTime')} type="time" error={errors.closingTime?.message} {...form.register('closingTime')} />
        </>
      )}
      <Checkbox
        className="sm:col-span-2"
        label={t('owner-gyms.fields.open24Hours')}
        checked={allDay}
        onChange={(e) => setHours(e.target.checked ? ROUND_THE_CLOCK : USUAL_HOURS)}
      />
      <Select label={t('owner-gyms.fields.weeklyOff')} error={errors.weeklyOff?.message} {...form.register('weeklyOff')}>
        {[...weekdays, 'none' as const].map((day) => (
          <option key={day} value={day}>
            {t(`gyms.weekdays.${day}`)}
          </option>
        ))}
      </Select>
      <TextField
        label={t('owner-gyms.fields.slotCapacity')}
        inputMode="numeric"
        hint={t('owner-gyms.fields.slotCapacityHint')}
        error={errors.slotCapacity?.message}
        {...form.register('slotCapacity')}
      />
    </FormSection>
  );
}

function AmenitiesSection({ form }: Props) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <FormSection legend={t('owner-gyms.fields.amenitiesLegend')}>
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium text-slate-700">{t('owner-gyms.fields.amenities')}</legend>
        <div className="mt-1 grid grid-cols-1 gap-x-4 min-[420px]:grid-cols-2 lg:grid-cols-4">
          {amenities.map((amenity) => (
            <Checkbox key={amenity} label={t(`gyms.amenities.${amenity}`)} value={amenity} {...form.register('amenities')} />
          ))}
        </div>
      </fieldset>
      <Controller
        control={form.control}
        name="facilities"
        render={({ field }) => <FacilitiesInput value={field.value} onChange={field.onChange} error={errors.facilities?.message ?? errors.facilities?.root?.message} />}
      />
    </FormSection>
  );
}

function TaxSection({ form }: Props) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <FormSection legend={t('owner-gyms.fields.taxLegend')}>
      <TextField
        label={t('owner-gyms.fields.gstin')}
        maxLength={20}
        autoCapitalize="characters"
        spellCheck={false}
        hint={t('owner-gyms.fields.gstinHint')}
        error={errors.gstin?.message}
        {...form.register('gstin')}
      />
      <Select label={t('owner-gyms.fields.gstRate')} hint={t('owner-gyms.fields.gstRateHint')} error={errors.gstRateBp?.message} {...form.register('gstRateBp')}>
        {gstRatesBp.map((bp) => (
          <option key={bp} value={String(bp)}>
            {t('owner-gyms.fields.gstRateOption', { percent: bp / 100 })}
          </option>
        ))}
      </Select>
    </FormSection>
  );
}

/** Where members pay at the desk: their pay-at-gym bookings show a UPI QR with the amount filled in. */
function UpiSection({ form }: Props) {
  const { t } = useTranslation();
  return (
    <FormSection legend={t('owner-gyms.fields.upiLegend')}>
      <TextField
        label={t('owner-gyms.fields.upiId')}
        maxLength={170}
        autoCapitalize="none"
        autoComplete="off"
        spellCheck={false}
        hint={t('owner-gyms.fields.upiIdHint')}
        error={form.formState.errors.upiId?.message}
        {...form.register('upiId')}
      />
    </FormSection>
  );
}

/** Every field of a gym (spec §3), in the order an owner thinks of them; used by add, edit and registration. */
export function GymFields({ form }: Props) {
  return (
    <>
      <AboutSection form={form} />
      <ContactSection form={form} />
      <LocationFields form={form} />
      <TimingsSection form={form} />
      <AmenitiesSection form={form} />
      <TaxSection form={form} />
      <UpiSection form={form} />
    </>
  );
}
