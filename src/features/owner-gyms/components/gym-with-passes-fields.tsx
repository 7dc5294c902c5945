import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { GymFields as GymFieldValues, GymFormValues, PassesOnlyForm, PassesOnlyFormValues } from '@contract/gyms/owner-gyms';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { GymFields } from './gym-fields';
import { PassesFields } from './passes-fields';

type Props<T extends FieldValues, Out> = {
  /** a form whose values hold a gym's fields and its `plans` (adding a gym, registering an owner) */
  form: UseFormReturn<T, unknown, Out>;
  /** "Failed to add gym!" / "Registration failed", shown over the reason when the server refuses */
  failureTitle: string;
  failure: string | null;
  submitLabel: string;
  busy: boolean;
};

/** A new gym's fields and passes, the reason a save failed, and the submit button. */
export function GymWithPassesFields<T extends FieldValues, Out>({ form, failureTitle, failure, submitLabel, busy }: Props<T, Out>) {
  return (
    <>
      {/* One form, two views of it: each shared group of fields knows only its own part. */}
      <GymFields form={form as unknown as UseFormReturn<GymFormValues, unknown, GymFieldValues>} />
      <PassesFields form={form as unknown as UseFormReturn<PassesOnlyFormValues, unknown, PassesOnlyForm>} />
      {failure && (
        <Alert tone="error">
          <p className="font-semibold">{failureTitle}</p>
          <p>{failure}</p>
        </Alert>
      )}
      <div className="flex justify-end">
        <Button type="submit" size="lg" loading={busy} className="w-full sm:w-auto">
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
