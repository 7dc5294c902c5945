import { z } from 'zod';
import {
  contactNumberSchema,
  FIRST_ESTABLISHED_YEAR,
  idSchema,
  messages,
  MOBILE_PATTERN,
  normaliseMobile,
  pincodeSchema,
  plainTextSchema,
  timeZoneSchema,
  yearMessage,
} from '../common';
import { amenities, gymCategories, gymTypes, passTypes, weekdays } from '../constants';
import { verificationStateSchema } from '../admin/admin';

/** One of the signed-in owner's gyms, as every owner screen's gym switcher and manage-gyms list it. */
export const ownerGymSchema = z.object({
  id: z.string(),
  name: z.string(),
  area: z.string(),
  city: z.string(),
  /** false once deactivated: hidden from search, bookings kept */
  active: z.boolean(),
  rating: z.number(),
  reviewCount: z.number().int(),
  /** bookings made this calendar month (gym's zone), whatever their status */
  bookingsThisMonth: z.number().int(),
  /** the platform's badge (issue 25) */
  verified: z.boolean(),
  /** the gym's zone: owner screens of this gym show its clock */
  timeZone: timeZoneSchema,
});
export type OwnerGym = z.infer<typeof ownerGymSchema>;
export const ownerGymListSchema = z.array(ownerGymSchema);

/** India's 28 states and 8 union territories, as a gym's address names them. */
export const indianStates = [
  'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chhattisgarh', 'Goa', 'Gujarat', 'Haryana',
  'Himachal Pradesh', 'Jharkhand', 'Karnataka', 'Kerala', 'Madhya Pradesh', 'Maharashtra', 'Manipur', 'Meghalaya',
  'Mizoram', 'Nagaland', 'Odisha', 'Punjab', 'Rajasthan', 'Sikkim', 'Tamil Nadu', 'Telangana', 'Tripura',
  'Uttar Pradesh', 'Uttarakhand', 'West Bengal', 'Andaman and Nicobar Islands', 'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu', 'Delhi', 'Jammu and Kashmir', 'Ladakh', 'Lakshadweep', 'Puducherry',
] as const;

/** GST rates an owner picks from, in basis points: 5% for health clubs since 22 Sep 2025, 18% before. */
export const gstRatesBp = [500, 1800] as const;
export const DEFAULT_GST_RATE_BP = 500;
export const DEFAULT_SLOT_CAPACITY = 30;
export const MAX_SLOT_CAPACITY = 500;
/** ₹10,00,000: far above any pass, well inside the database's integer. */
export const MAX_PRICE_PAISE = 100_000_000;
/** A freeze allowance beyond a year would outlast the longest pass. */
export const MAX_FREEZE_DAYS = 365;
/** a freeze must be asked at most this many days ahead (the gym's notice) */
export const MAX_FREEZE_NOTICE_DAYS = 30;
export const MAX_FACILITIES = 30;

/** The gym editor's own rules; the spec's (pincode, year, contact number) come from constants. */
export const gymMessages = {
  nameRequired: 'Gym name is required',
  contactRequired: 'Gym contact is required',
  addressRequired: 'Address is required',
  areaRequired: 'Area is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  stateUnknown: 'Choose a state from the list',
  pincodeRequired: 'Pincode is required',
  typeRequired: 'Gym type is required',
  typeUnknown: 'Choose a gym type from the list',
  categoryRequired: 'Category is required',
  categoryUnknown: 'Choose a category from the list',
  timeRequired: 'Enter a time as HH:MM',
  closingAfterOpening: 'Closing time must be after opening time',
  weeklyOffUnknown: 'Choose a day from the list',
  capacityInvalid: `Slot capacity must be a whole number from 1 to ${MAX_SLOT_CAPACITY}`,
  gstinInvalid: 'Enter a valid 15-character GSTIN, e.g. 27AAPFU0939F1ZV',
  gstRateInvalid: 'Choose a GST rate from the list',
  upiIdInvalid: 'Enter a UPI ID as name@bank, e.g. fitzone@okicici',
  coordinatesPair: 'Enter both latitude and longitude, or neither',
  latitudeInvalid: 'Latitude must be a number between 6 and 38 (India)',
  longitudeInvalid: 'Longitude must be a number between 68 and 98 (India)',
  facilityTooLong: 'Each facility must be at most 60 characters',
  tooManyFacilities: `List at most ${MAX_FACILITIES} facilities`,
  priceRequired: 'Enter a price for this pass',
  priceInvalid: 'Enter a price in rupees, e.g. 499 or 499.50',
  priceTooHigh: 'A price must be at most ₹10,00,000',
  freezeDaysInvalid: `Freeze days must be a whole number from 0 to ${MAX_FREEZE_DAYS}`,
  freezeNoticeInvalid: `Notice days must be a whole number from 0 to ${MAX_FREEZE_NOTICE_DAYS}`,
  noActivePass: 'Turn on at least one pass',
  passRepeated: 'Each pass may be listed once',
  added: 'Gym added successfully!',
  addFailed: 'Failed to add gym!',
  updated: 'Profile updated successfully',
  pricesUpdated: 'Passes and prices updated',
  deactivated: 'Gym deactivated: it is hidden from search; its bookings stay as they are',
  reactivated: 'Gym reactivated: members can find and book it again',
} as const;

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A field whose blank means "none": null out, the rule applied to anything else. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((v: string | number | null | undefined) => (isBlank(v) ? null : v), schema.nullable());
}

/** An enum from a select: blank says it is required, anything else that it is not one of the choices. */
function choice<const T extends readonly [string, ...string[]]>(values: T, required: string, unknown: string) {
  // A string in, so a form's select may start blank; one of the values out.
  return z.string({ error: required }).pipe(z.enum(values, { error: (issue) => (isBlank(issue.input) ? required : unknown) }));
}

/** A whole number typed into a field (or sent as one), with one message for every way it can be wrong. */
function wholeNumber(min: number, max: number, message: string) {
  return z
    .union([z.number(), z.string().trim()], { error: message })
    .transform((v) => (typeof v === 'string' && v !== '' ? Number(v) : v))
    .pipe(z.number({ error: message }).int(message).min(min, message).max(max, message));
}

function coordinate(min: number, max: number, message: string) {
  return optional(
    z
      .union([z.number(), z.string().trim()], { error: message })
      .transform((v) => (typeof v === 'string' ? Number(v) : v))
      .pipe(z.number({ error: message }).min(min, message).max(max, message)),
  );
}

/** Checked when the year is read, so a server running past New Year allows the new year. */
const establishedYear = optional(
  z.union([z.number(), z.string().trim()]).transform((v, ctx) => {
    const year = Number(v);
    const current = new Date().getFullYear();
    if (!Number.isInteger(year) || year < FIRST_ESTABLISHED_YEAR || year > current) {
      ctx.addIssue({ code: 'custom', message: yearMessage(current) });
      return z.NEVER;
    }
    return year;
  }),
);

/** A mobile is stored as +91XXXXXXXXXX (the profile formats it); a landline as typed, without spaces. */
const contactNumber = z
  .string({ error: gymMessages.contactRequired })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().min(1, gymMessages.contactRequired).pipe(contactNumberSchema))
  .transform((v) => (MOBILE_PATTERN.test(v) ? normaliseMobile(v) : v));

const gymEmail = optional(z.string().trim().max(254, messages.emailFormat).pipe(z.email({ error: messages.emailFormat })));

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** The 15th character of a GSTIN is a check digit over the first 14 (mod 36): a typo fails it. */
export function gstinChecksumOk(gstin: string): boolean {
  if (!/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(gstin)) return false;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(gstin[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36] === gstin[14];
}

const gstin = optional(
  z
    .string()
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .refine(gstinChecksumOk, gymMessages.gstinInvalid),
);

/** A VPA as NPCI shapes it: a name (letters, digits, . _ -) @ the bank's handle (letters and digits). */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,100}@[A-Za-z][A-Za-z0-9]{1,63}$/;
// Optional as a key too: API clients that predate it may leave it out of a new gym.
const upiId = optional(z.string().trim().regex(UPI_ID_PATTERN, gymMessages.upiIdInvalid)).optional();

/** A gym open round the clock: 00:00 to 24:00. */
export const ROUND_THE_CLOCK = { openingTime: '00:00', closingTime: '24:00' } as const;
export const isRoundTheClock = (hours: { openingTime: string; closingTime: string }) =>
  hours.openingTime === ROUND_THE_CLOCK.openingTime && hours.closingTime === ROUND_THE_CLOCK.closingTime;

const openingTime = z.string({ error: gymMessages.timeRequired }).trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/, gymMessages.timeRequired);
/** 24:00 closes a gym open round the clock (00:00–24:00). */
const closingTime = z.string({ error: gymMessages.timeRequired }).trim().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, gymMessages.timeRequired);

const facility = plainTextSchema({ min: 1, max: 60, required: 'A facility cannot be blank', tooLong: gymMessages.facilityTooLong });

/** Same text in any case is one facility; the first spelling wins. */
const uniqueText = (list: string[]) => list.filter((v, i) => list.findIndex((w) => w.toLowerCase() === v.toLowerCase()) === i);

/** Every field of a gym an owner sets (spec §3); what a request may never set (owner, rating, reviews, status) is absent. */
export const gymFieldsShape = {
  name: plainTextSchema({ min: 1, max: 100, required: gymMessages.nameRequired }),
  contactNumber,
  email: gymEmail,
  address: plainTextSchema({ min: 1, max: 200, required: gymMessages.addressRequired }),
  // Not in the spec's list, but search, the gym card ("Baner, Pune") and the database need it.
  area: plainTextSchema({ min: 1, max: 80, required: gymMessages.areaRequired }),
  city: plainTextSchema({ min: 1, max: 60, required: gymMessages.cityRequired }),
  state: choice(indianStates, gymMessages.stateRequired, gymMessages.stateUnknown),
  pincode: z.string({ error: gymMessages.pincodeRequired }).trim().min(1, gymMessages.pincodeRequired).pipe(pincodeSchema),
  gymType: choice(gymTypes, gymMessages.typeRequired, gymMessages.typeUnknown),
  category: choice(gymCategories, gymMessages.categoryRequired, gymMessages.categoryUnknown),
  establishedYear,
  description: optional(plainTextSchema({ max: 2000 })),
  facilities: z.array(facility).max(MAX_FACILITIES, gymMessages.tooManyFacilities).transform(uniqueText),
  amenities: z.array(z.string().pipe(z.enum(amenities))).transform((list) => [...new Set(list)]),
  openingTime,
  closingTime,
  weeklyOff: choice([...weekdays, 'none'] as const, gymMessages.weeklyOffUnknown, gymMessages.weeklyOffUnknown),
  slotCapacity: wholeNumber(1, MAX_SLOT_CAPACITY, gymMessages.capacityInvalid),
  gstin,
  gstRateBp: wholeNumber(0, 2800, gymMessages.gstRateInvalid).refine((bp) => (gstRatesBp as readonly number[]).includes(bp), gymMessages.gstRateInvalid),
  /** where a member pays at the desk by UPI: pay-at-gym bookings carry a upi:// link to it */
  upiId,
  latitude: coordinate(6, 38, gymMessages.latitudeInvalid),
  longitude: coordinate(68, 98, gymMessages.longitudeInvalid),
};

export const gymFieldsSchema = z.object(gymFieldsShape);
export type GymFields = z.output<typeof gymFieldsSchema>;
export type GymFieldsInput = z.input<typeof gymFieldsSchema>;

type Timing = { openingTime?: string | undefined; closingTime?: string | undefined };
type Location = { latitude?: unknown; longitude?: unknown };

/** The rules between fields, on the whole gym (a partial update checks them after merging with what is stored). */
export function gymCrossFieldIssues(gym: Timing & Location): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  // The refinement runs even when the gym itself is missing or not an object: its own issue says so.
  if (typeof gym !== 'object' || gym === null) return issues;
  const isTime = (v: unknown): v is string => typeof v === 'string' && /^\d\d:\d\d$/.test(v);
  if (isTime(gym.openingTime) && isTime(gym.closingTime) && gym.closingTime <= gym.openingTime)
    issues.push({ path: 'closingTime', message: gymMessages.closingAfterOpening });
  const hasLat = !isBlank(gym.latitude);
  const hasLng = !isBlank(gym.longitude);
  if (hasLat !== hasLng) issues.push({ path: hasLat ? 'longitude' : 'latitude', message: gymMessages.coordinatesPair });
  return issues;
}

function addIssues(gym: Timing & Location, ctx: z.RefinementCtx) {
  for (const issue of gymCrossFieldIssues(gym)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
}

/**
 * gymCrossFieldIssues as a refinement for every schema that holds a whole gym; it runs even when a
 * field failed, so a form shows every problem at once (gymCrossFieldIssues tolerates raw values).
 */
export const withGymRules = <T extends z.ZodType<Timing & Location>>(schema: T) => schema.superRefine(addIssues, { when: () => true });

// ---- passes and prices --------------------------------------------------------------------------

const passTypeSchema = z.enum(passTypes);

/**
 * One pass as the owner sets it. The price stays stored while a pass is off, so turning it on again
 * needs no price; a pass never priced needs one to be turned on (checked where the stored price is known).
 */
export const planChangeSchema = z
  .object({
    passType: passTypeSchema,
    active: z.boolean(),
    pricePaise: z.number().int(gymMessages.priceInvalid).min(0, gymMessages.priceInvalid).max(MAX_PRICE_PAISE, gymMessages.priceTooHigh).optional(),
    /** how many days a pass of this type may be frozen in total; unchanged when left out */
    freezeDays: z.number().int(gymMessages.freezeDaysInvalid).min(0, gymMessages.freezeDaysInvalid).max(MAX_FREEZE_DAYS, gymMessages.freezeDaysInvalid).optional(),
  })
  .strict();
export type PlanChange = z.output<typeof planChangeSchema>;

const oncePerPass = (list: PlanChange[]) => new Set(list.map((p) => p.passType)).size === list.length;

export const planChangesSchema = z.array(planChangeSchema).min(1).max(passTypes.length).refine(oncePerPass, gymMessages.passRepeated);

/** A new gym's passes: nothing is stored yet, so every pass turned on carries its price, and one must be on. */
const newPlansSchema = z
  .array(planChangeSchema.refine((p) => !p.active || p.pricePaise !== undefined, { path: ['pricePaise'], message: gymMessages.priceRequired }))
  .min(1)
  .max(passTypes.length)
  .refine(oncePerPass, gymMessages.passRepeated)
  .refine((plans) => plans.some((p) => p.active), gymMessages.noActivePass);

/** A pass of a gym as the owner sees it: all five are listed, those never priced with a null price. */
export const ownerPlanSchema = z.object({
  passType: passTypeSchema,
  active: z.boolean(),
  pricePaise: z.number().int().nullable(),
  durationDays: z.number().int(),
  freezeDays: z.number().int(),
});
export type OwnerPlan = z.infer<typeof ownerPlanSchema>;
export const ownerPlanListSchema = z.array(ownerPlanSchema);

export const planListQuerySchema = z.object({ gymId: idSchema }).strict();
/** freezeNoticeDays: how many days ahead a member must ask for a freeze (the gym's, for every pass); unchanged when left out */
const freezeNoticeDaysSchema = z.number().int(gymMessages.freezeNoticeInvalid).min(0, gymMessages.freezeNoticeInvalid).max(MAX_FREEZE_NOTICE_DAYS, gymMessages.freezeNoticeInvalid);
export const planUpdateBodySchema = z.object({ gymId: idSchema, plans: planChangesSchema, freezeNoticeDays: freezeNoticeDaysSchema.optional() }).strict();

/** "499", "1,499", "₹ 499.50" → paise; null when it is not a price. Never through floating point. */
export function rupeesToPaise(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.replace(/[₹,\s]/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Paise → what the price field shows: "499" or "499.50". */
export function paiseToRupeesText(paise: number | null): string {
  if (paise === null) return '';
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return rest === 0 ? String(rupees) : `${rupees}.${String(rest).padStart(2, '0')}`;
}

/** "7" → 7; null when it is not a whole number of days from 0 to MAX_FREEZE_DAYS. */
function freezeDaysOf(text: string): number | null {
  const days = /^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : null;
  return days !== null && days <= MAX_FREEZE_DAYS ? days : null;
}

/** freezeDays: only where stored passes are edited (the gym editor); a new gym's passes take the defaults. */
const passFormSchema = z.object({ active: z.boolean(), price: z.string(), freezeDays: z.string().optional() });
export type PassFormValue = z.infer<typeof passFormSchema>;

/** The five passes as a form holds them (price in rupees, typed), checked and turned into plan changes. */
export const passesFormSchema = z
  .object({ day: passFormSchema, weekly: passFormSchema, monthly: passFormSchema, quarterly: passFormSchema, yearly: passFormSchema })
  .superRefine((passes, ctx) => {
    for (const passType of passTypes) {
      const { active, price } = passes[passType];
      const paise = rupeesToPaise(price);
      if (price.trim() === '') {
        if (active) ctx.addIssue({ code: 'custom', path: [passType, 'price'], message: gymMessages.priceRequired });
      } else if (paise === null) ctx.addIssue({ code: 'custom', path: [passType, 'price'], message: gymMessages.priceInvalid });
      else if (paise > MAX_PRICE_PAISE) ctx.addIssue({ code: 'custom', path: [passType, 'price'], message: gymMessages.priceTooHigh });
      const freeze = passes[passType].freezeDays;
      if (freeze !== undefined && freezeDaysOf(freeze) === null) ctx.addIssue({ code: 'custom', path: [passType, 'freezeDays'], message: gymMessages.freezeDaysInvalid });
    }
    if (!passTypes.some((p) => passes[p].active)) ctx.addIssue({ code: 'custom', path: [], message: gymMessages.noActivePass });
  })
  .transform((passes): PlanChange[] =>
    passTypes.map((passType) => {
      const paise = rupeesToPaise(passes[passType].price);
      const freeze = passes[passType].freezeDays === undefined ? null : freezeDaysOf(passes[passType].freezeDays);
      return {
        passType,
        active: passes[passType].active,
        ...(paise === null ? {} : { pricePaise: paise }),
        ...(freeze === null ? {} : { freezeDays: freeze }),
      };
    }),
  );
export type PassesFormValues = z.input<typeof passesFormSchema>;

/** The five passes of a gym as the passes form starts them. */
export function passesFormValues(plans: OwnerPlan[]): PassesFormValues {
  const entry = (passType: (typeof passTypes)[number]): PassFormValue => {
    const plan = plans.find((p) => p.passType === passType);
    const value: PassFormValue = { active: plan?.active ?? false, price: paiseToRupeesText(plan?.pricePaise ?? null) };
    return plan ? { ...value, freezeDays: String(plan.freezeDays) } : value;
  };
  return { day: entry('day'), weekly: entry('weekly'), monthly: entry('monthly'), quarterly: entry('quarterly'), yearly: entry('yearly') };
}

// ---- gyms.php create / update / owned / deactivate ----------------------------------------------

/** gyms.php?action=create: the whole gym and its passes, at once. */
export const gymCreateBodySchema = withGymRules(z.object({ ...gymFieldsShape, plans: newPlansSchema }).strict());
export type GymCreateBody = z.input<typeof gymCreateBodySchema>;
export type GymCreate = z.output<typeof gymCreateBodySchema>;

/** gyms.php?action=update: the gym named and only the fields that change. */
export const gymUpdateBodySchema = withGymRules(z.object({ gymId: idSchema, ...gymFieldsSchema.partial().shape }).strict());
export type GymUpdateBody = z.input<typeof gymUpdateBodySchema>;
export type GymUpdate = z.output<typeof gymUpdateBodySchema>;

export const gymTargetBodySchema = z.object({ gymId: idSchema }).strict();
export const ownedGymQuerySchema = z.object({ gymId: idSchema }).strict();

/** One of the owner's gyms with every field the editor shows, active or not. */
export const ownedGymSchema = z.object({
  id: z.string(),
  name: z.string(),
  contactNumber: z.string(),
  email: z.string().nullable(),
  address: z.string(),
  area: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  gymType: z.enum(gymTypes),
  category: z.enum(gymCategories),
  establishedYear: z.number().int().nullable(),
  description: z.string().nullable(),
  facilities: z.array(z.string()),
  amenities: z.array(z.string()),
  openingTime: z.string(),
  closingTime: z.string(),
  weeklyOff: z.enum([...weekdays, 'none']),
  slotCapacity: z.number().int(),
  gstin: z.string().nullable(),
  gstRateBp: z.number().int(),
  upiId: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  active: z.boolean(),
  /** the platform's badge (issue 25) */
  verified: z.boolean(),
  /** the gym's zone (set by the platform, not the editor) */
  timeZone: timeZoneSchema,
  /** a freeze starts at least this many days after it is asked (edited with the passes) */
  freezeNoticeDays: z.number().int(),
  /** the latest verification submission: its status, and the admin's reason when rejected */
  verification: verificationStateSchema.nullable(),
});
export type OwnedGym = z.infer<typeof ownedGymSchema>;

// ---- the gym form (add, edit, owner registration) -----------------------------------------------

/** The gym's fields as the editor holds them: every control's value is text or a list. */
export type GymFormValues = GymFieldsInput;

/** The edit form: the gym's fields with the rules between them. */
export const gymFormSchema = withGymRules(gymFieldsSchema);

/** The add-gym form: the gym's fields and its five passes. */
export const gymWithPassesFormSchema = withGymRules(gymFieldsSchema.extend({ plans: passesFormSchema }));
export type GymWithPassesFormValues = z.input<typeof gymWithPassesFormSchema>;

/** A blank gym: 6 AM to 10 PM, no weekly off, 30 people an hour, 5% GST. */
export const emptyGymFormValues: GymFormValues = {
  name: '',
  contactNumber: '',
  email: '',
  address: '',
  area: '',
  city: '',
  state: '',
  pincode: '',
  gymType: '',
  category: '',
  establishedYear: '',
  description: '',
  facilities: [],
  amenities: [],
  openingTime: '06:00',
  closingTime: '22:00',
  weeklyOff: 'none',
  slotCapacity: String(DEFAULT_SLOT_CAPACITY),
  gstin: '',
  gstRateBp: String(DEFAULT_GST_RATE_BP),
  upiId: '',
  latitude: '',
  longitude: '',
};

/** A stored gym as the edit form starts it. */
export function gymFormValues(gym: OwnedGym): GymFormValues {
  const text = (v: string | number | null) => (v === null ? '' : String(v));
  return {
    name: gym.name,
    contactNumber: gym.contactNumber,
    email: text(gym.email),
    address: gym.address,
    area: gym.area,
    city: gym.city,
    state: gym.state,
    pincode: gym.pincode,
    gymType: gym.gymType,
    category: gym.category,
    establishedYear: text(gym.establishedYear),
    description: text(gym.description),
    facilities: gym.facilities,
    amenities: gym.amenities,
    openingTime: gym.openingTime,
    closingTime: gym.closingTime,
    weeklyOff: gym.weeklyOff,
    slotCapacity: String(gym.slotCapacity),
    gstin: text(gym.gstin),
    gstRateBp: String(gym.gstRateBp),
    upiId: text(gym.upiId),
    latitude: text(gym.latitude),
    longitude: text(gym.longitude),
  };
}

export const emptyPassesFormValues: PassesFormValues = passesFormValues([]);

/** The passes form of the gym editor, on its own. */
/** The passes editor: the passes, and the gym's freeze notice in days (typed; absent where the form has no such field). */
export const passesOnlyFormSchema = z.object({
  plans: passesFormSchema,
  freezeNoticeDays: z
    .string()
    .optional()
    .refine((v) => v === undefined || (/^\d{1,2}$/.test(v.trim()) && Number(v.trim()) <= MAX_FREEZE_NOTICE_DAYS), gymMessages.freezeNoticeInvalid)
    .transform((v) => (v === undefined ? undefined : Number(v.trim()))),
});
export type PassesOnlyFormValues = z.input<typeof passesOnlyFormSchema>;
export type PassesOnlyForm = z.output<typeof passesOnlyFormSchema>;
