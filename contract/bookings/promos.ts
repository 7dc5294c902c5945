import { z } from 'zod';
import { dateOnlySchema } from './bookings';
import { idSchema, paiseSchema } from '../common';
import { passTypes } from '../constants';

export const promoKinds = ['percent', 'flat'] as const;
export type PromoKind = (typeof promoKinds)[number];
/** A percent code takes at most this much off: a pass is never free through a code. */
export const MAX_PROMO_PERCENT = 90;
/** Whatever a flat code says, the member pays at least this (₹1): the gateway takes no zero order. */
export const MIN_PAYABLE_PAISE = 100;
export const MAX_PROMO_USES = 100_000;

export const promoMessages = {
  loaded: 'Promo codes loaded',
  created: 'Promo code created',
  updated: 'Promo code updated',
  applies: 'Promo code applied',
  notFound: 'Promo code not found',
  gymNotFound: 'Gym not found',
  codeInvalid: 'A code is 3 to 20 letters, digits or -',
  kindRequired: 'Choose percent or flat',
  percentInvalid: `Percent off must be a whole number from 1 to ${MAX_PROMO_PERCENT}`,
  valueInvalid: 'Enter the discount as a whole number above 0: percent, or paise when flat',
  /** the owner's form: a flat code's amount is typed in rupees (the API takes paise) */
  flatInvalid: 'Enter the amount off in rupees above 0, e.g. 200 or 199.50',
  passTypesRequired: 'Choose at least one pass',
  datesOrder: 'The last valid day must be on or after the first',
  maxUsesInvalid: `Total uses must be a whole number from 1 to ${MAX_PROMO_USES}`,
  codeTaken: 'This gym already has a promo code with that name',
  // Why a member's code is refused: each names the rule.
  unknownCode: 'This promo code is not valid at this gym',
  inactive: 'This promo code has been switched off by the gym',
  notYetValid: 'This promo code is not valid yet: it starts on {date}',
  expired: 'This promo code has expired: it ended on {date}',
  usedUp: 'This promo code has been used up',
  alreadyUsed: 'You have already used this promo code (once per member)',
  notForPass: 'This promo code is not for this pass',
} as const;

/** "DIWALI-25": letters, digits and dashes; stored and matched in capitals. */
export const promoCodeSchema = z
  .string({ error: promoMessages.codeInvalid })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{3,20}$/, promoMessages.codeInvalid);

const promoFieldsShape = {
  kind: z.enum(promoKinds, { error: promoMessages.kindRequired }),
  /** percent: 1–90; flat: paise */
  value: z.number({ error: promoMessages.valueInvalid }).int(promoMessages.valueInvalid).positive(promoMessages.valueInvalid).max(100_000_000, promoMessages.valueInvalid),
  passTypes: z
    .array(z.enum(passTypes))
    .min(1, promoMessages.passTypesRequired)
    .max(passTypes.length)
    .transform((list) => [...new Set(list)]),
  /** both inclusive, on the gym's calendar */
  validFrom: dateOnlySchema,
  validTo: dateOnlySchema,
  /** omitted or null: no limit */
  maxUses: z.number({ error: promoMessages.maxUsesInvalid }).int(promoMessages.maxUsesInvalid).min(1, promoMessages.maxUsesInvalid).max(MAX_PROMO_USES, promoMessages.maxUsesInvalid).nullable().optional(),
  oncePerMember: z.boolean().default(false),
};

type PromoRules = { kind?: PromoKind | undefined; value?: number | undefined; validFrom?: string | undefined; validTo?: string | undefined };

/** The rules between fields, on a whole code (an update checks them after merging with what is stored). */
export function promoCrossFieldIssues(p: PromoRules): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (p.kind === 'percent' && p.value !== undefined && p.value > MAX_PROMO_PERCENT) issues.push({ path: 'value', message: promoMessages.percentInvalid });
  if (p.validFrom && p.validTo && p.validTo < p.validFrom) issues.push({ path: 'validTo', message: promoMessages.datesOrder });
  return issues;
}

const withPromoRules = <T extends z.ZodType<PromoRules>>(schema: T) =>
  schema.superRefine((p, ctx) => {
    for (const issue of promoCrossFieldIssues(p)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });

/** promos.php?action=create (Idempotency-Key header required) */
export const promoCreateBodySchema = withPromoRules(z.object({ gymId: idSchema, code: promoCodeSchema, ...promoFieldsShape }).strict());
export type PromoCreateBody = z.input<typeof promoCreateBodySchema>;
export type PromoCreate = z.output<typeof promoCreateBodySchema>;

/** promos.php?action=update: the code named and only what changes; `active: false` switches it off. The code's text stays. */
export const promoUpdateBodySchema = withPromoRules(
  z
    .object({
      promoId: idSchema,
      kind: promoFieldsShape.kind.optional(),
      value: promoFieldsShape.value.optional(),
      passTypes: promoFieldsShape.passTypes.optional(),
      validFrom: dateOnlySchema.optional(),
      validTo: dateOnlySchema.optional(),
      maxUses: promoFieldsShape.maxUses,
      oncePerMember: z.boolean().optional(),
      active: z.boolean().optional(),
    })
    .strict(),
);
export type PromoUpdateBody = z.input<typeof promoUpdateBodySchema>;
export type PromoUpdate = z.output<typeof promoUpdateBodySchema>;

export const promoListQuerySchema = z.object({ gymId: idSchema }).strict();
export const promoCheckQuerySchema = z.object({ gymId: idSchema, code: promoCodeSchema, passType: z.enum(passTypes) }).strict();

export const promoSchema = z.object({
  id: z.string(),
  gymId: z.string(),
  code: z.string(),
  kind: z.enum(promoKinds),
  value: z.number().int(),
  passTypes: z.array(z.enum(passTypes)),
  validFrom: z.string(),
  validTo: z.string(),
  maxUses: z.number().int().nullable(),
  oncePerMember: z.boolean(),
  active: z.boolean(),
  /** bookings made with it and not cancelled */
  uses: z.number().int(),
  /** what members paid for those bookings (after the discount), in paise */
  revenuePaise: paiseSchema,
  /** what the code took off those bookings, in paise */
  discountPaise: paiseSchema,
  createdAt: z.string(),
});
export type Promo = z.infer<typeof promoSchema>;
export const promoListSchema = z.array(promoSchema);

/** What a member would pay with the code: the pass's price, the discount and the amount, GST included. */
export const promoQuoteSchema = z.object({
  code: z.string(),
  kind: z.enum(promoKinds),
  value: z.number().int(),
  passType: z.enum(passTypes),
  pricePaise: paiseSchema,
  discountPaise: paiseSchema,
  amountPaise: paiseSchema,
});
export type PromoQuote = z.infer<typeof promoQuoteSchema>;

/** Paise off a price: percent rounded to the paisa, flat as given; the member always pays at least MIN_PAYABLE_PAISE. */
export function promoDiscount(pricePaise: number, kind: PromoKind, value: number): number {
  const raw = kind === 'percent' ? Math.round((pricePaise * value) / 100) : value;
  return Math.max(0, Math.min(raw, pricePaise - MIN_PAYABLE_PAISE));
}
