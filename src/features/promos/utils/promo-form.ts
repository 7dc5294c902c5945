import { z } from 'zod';
import { passTypes } from '@contract/constants';
import { paiseToRupeesText, rupeesToPaise } from '@contract/gyms/owner-gyms';
import { promoCreateBodySchema, promoCrossFieldIssues, promoKinds, promoMessages, type Promo, type PromoCreate, type PromoUpdateBody } from '@contract/bookings/promos';

/** The promo form as its controls hold it: text as typed, the kind, the passes ticked. */
const promoFormFieldsSchema = z.object({
  code: z.string(),
  kind: z.enum(promoKinds, { error: promoMessages.kindRequired }),
  value: z.string(),
  passTypes: z.array(z.enum(passTypes)),
  validFrom: z.string(),
  validTo: z.string(),
  maxUses: z.string(),
  oncePerMember: z.boolean(),
});
export type PromoFormValues = z.input<typeof promoFormFieldsSchema>;

// Not a whole number: NaN, which the contract's number schemas refuse with their own message.
const wholeNumber = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The form's text as the API's fields: percent as typed, a flat amount from rupees to paise, an empty limit as none. */
function toBody(gymId: string, form: z.output<typeof promoFormFieldsSchema>): Record<keyof PromoCreate, unknown> {
  return {
    gymId,
    code: form.code,
    kind: form.kind,
    value: form.kind === 'flat' ? (rupeesToPaise(form.value) ?? Number.NaN) : wholeNumber(form.value),
    // In pass order, whatever order they were ticked in: an edit compares them with what is stored.
    passTypes: passTypes.filter((passType) => form.passTypes.includes(passType)),
    validFrom: form.validFrom,
    validTo: form.validTo,
    maxUses: form.maxUses.trim() === '' ? null : wholeNumber(form.maxUses),
    oncePerMember: form.oncePerMember,
  };
}

/**
 * The form checked by the contract's own create schema and rules (no second set), one issue per field
 * put on the form's fields; the value's message names what the owner typed there: a percent, or rupees.
 */
export const promoFormSchema = (gymId: string) =>
  promoFormFieldsSchema.transform((form, ctx): PromoCreate => {
    const body = toBody(gymId, form);
    const parsed = promoCreateBodySchema.safeParse(body);
    if (parsed.success) return parsed.data;
    // The rules between fields run only on an otherwise valid body there: asked here too, every problem shows at once.
    const between = promoCrossFieldIssues(body as Parameters<typeof promoCrossFieldIssues>[0]).map((issue) => ({ path: [issue.path], message: issue.message }));
    const fields = new Set<PropertyKey>();
    for (const issue of [...parsed.error.issues, ...between]) {
      const field = issue.path[0] ?? '';
      if (fields.has(field)) continue;
      fields.add(field);
      const message = field === 'value' ? (form.kind === 'flat' ? promoMessages.flatInvalid : promoMessages.percentInvalid) : issue.message;
      ctx.addIssue({ code: 'custom', path: [...issue.path], message });
    }
    return z.NEVER;
  });

/** A new code: percent off, from today for a month, no limit on uses. */
export function newPromoFormValues(validFrom: string, validTo: string): PromoFormValues {
  return { code: '', kind: 'percent', value: '', passTypes: [], validFrom, validTo, maxUses: '', oncePerMember: false };
}

/** A stored code as the edit form starts it (a flat amount back in rupees). */
export function promoFormValues(promo: Promo): PromoFormValues {
  return {
    code: promo.code,
    kind: promo.kind,
    value: promo.kind === 'flat' ? paiseToRupeesText(promo.value) : String(promo.value),
    passTypes: promo.passTypes,
    validFrom: promo.validFrom,
    validTo: promo.validTo,
    maxUses: promo.maxUses === null ? '' : String(promo.maxUses),
    oncePerMember: promo.oncePerMember,
  };
}

const editable = ['kind', 'value', 'passTypes', 'validFrom', 'validTo', 'maxUses', 'oncePerMember'] as const;

/** What an edit changes: only the fields that differ from the stored code go to promos.php?action=update. */
export function promoChanges(promo: Promo, next: PromoCreate): Omit<PromoUpdateBody, 'promoId'> {
  const stored = { ...promo, passTypes: passTypes.filter((passType) => promo.passTypes.includes(passType)) };
  const same = (key: (typeof editable)[number]) => JSON.stringify(next[key] ?? null) === JSON.stringify(stored[key]);
  return Object.fromEntries(editable.filter((key) => !same(key)).map((key) => [key, next[key] ?? null])) as Omit<PromoUpdateBody, 'promoId'>;
}
