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
      <PinIcon /> {t('gyms.near.button')}
    </Button>
  );
}

function PinIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}
