import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Three decimals (about 100 m): enough to sort gyms by distance, no more of the visitor's position than that. */
const toNear = ({ coords }: GeolocationPosition) => `${coords.latitude.toFixed(3)},${coords.longitude.toFixed(3)}`;

type Props = { onFound: (near: string) => void; onRefused: (message: string) => void; className?: string };

/** "Near me": asks the browser for the visitor's position; a refusal (or no fix) comes back as the message to show. */
export function NearMeButton({ onFound, onRefused, className }: Props) {
  const { t } = useTranslation();
  const [locating, setLocating] = useState(false);
  const locate = () => {
    if (!('geolocation' in navigator)) {
      onRefused(t('gyms.near.unavailable'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onFound(toNear(position));
      },
      (error) => {
        setLocating(false);
        onRefused(error.code === error.PERMISSION_DENIED ? t('gyms.near.denied') : t('gyms.near.unavailable'));
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  };
  return (
    <Button type="button" variant="secondary" size="lg" className={className} loading={locating} onClick={locate}>
      <span aria-hidden="true">📍</span> {t('gyms.near.button')}
    </Button>
  );
}
