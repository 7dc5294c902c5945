import { useTranslation } from 'react-i18next';
import { Select } from '@/components/ui/field';
import { useGymTrainers } from '../api/owner';

type TrainerSelectProps = { gymId: string; label: string; value: string; onChange: (trainerId: string) => void; error?: string };

/** Who teaches: one of the gym's trainers, or "no trainer" (''). */
export function TrainerSelect({ gymId, label, value, onChange, error }: TrainerSelectProps) {
  const { t } = useTranslation();
  const trainers = useGymTrainers(gymId);
  return (
    <Select label={label} value={value} onChange={(e) => onChange(e.target.value)} error={error}>
      <option value="">{t('classes.form.noTrainer')}</option>
      {(trainers.data ?? []).map((trainer) => (
        <option key={trainer.id} value={trainer.id}>
          {trainer.name}
        </option>
      ))}
    </Select>
  );
}
