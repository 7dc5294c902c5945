import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { GymFields, GymFormValues } from '@contract/gyms/owner-gyms';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormSection } from './form-section';
import '../strings';

// About 11 m: closer than a gym's entrance needs, and it keeps the numbers short.
const DECIMALS = 4;

type Locating = 'idle' | 'busy' | 'denied' | 'unavailable' | 'unsupported';

/** Latitude and longitude, typed or taken from the device; no map, since tiles would come from another origin. */
export function LocationFields({ form }: { form: UseFormReturn<GymFormValues, unknown, GymFields> }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const [locating, setLocating] = useState<Locating>('idle');
  const [latitude, longitude] = useWatch({ control: form.control, name: ['latitude', 'longitude'] });

  const useMyLocation = () => {
    if (!('geolocation' in navigator)) return setLocating('unsupported');
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const options = { shouldDirty: true, shouldValidate: true };
        form.setValue('latitude', coords.latitude.toFixed(DECIMALS), options);
        form.setValue('longitude', coords.longitude.toFixed(DECIMALS), options);
        setLocating('idle');
      },
      (error) => setLocating(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  const mapLink =
    latitude && longitude && !errors.latitude && !errors.longitude
      ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${latitude},${longitude}`)}`
      : null;

  return (
    <FormSection legend={t('owner-gyms.fields.locationLegend')} hint={t('owner-gyms.fields.locationHint')}>
      <TextField label={t('owner-gyms.fields.latitude')} inputMode="decimal" placeholder="18.5590" error={errors.latitude?.message} {...form.register('latitude')} />
      <TextField label={t('owner-gyms.fields.longitude')} inputMode="decimal" placeholder="73.7868" error={errors.longitude?.message} {...form.register('longitude')} />
      <div className="flex flex-col items-start gap-2 sm:col-span-2">
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" onClick={useMyLocation} loading={locating === 'busy'}>
            {locating === 'busy' ? t('owner-gyms.fields.locating') : t('owner-gyms.fields.useMyLocation')}
          </Button>
          {mapLink && (
            <a href={mapLink} target="_blank" rel="noopener noreferrer" className="text-sm font-medium text-brand-700 underline underline-offset-2">
              {t('owner-gyms.fields.checkOnMap')}
            </a>
          )}
        </div>
        {(locating === 'denied' || locating === 'unavailable' || locating === 'unsupported') && (
          <Alert tone="error">{t(`owner-gyms.fields.location${locating.charAt(0).toUpperCase()}${locating.slice(1)}`)}</Alert>
        )}
        <p className="text-xs text-slate-500">{t('owner-gyms.fields.mapUnavailable')}</p>
      </div>
    </FormSection>
  );
}
