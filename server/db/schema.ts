import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { randomUUID } from 'node:crypto';
import { DEFAULT_GYM_TIME_ZONE } from '../../contract/calendar';
import { languages } from '../../contract/constants';
import { CLASS_CAPACITY_MAX, classBookingStatuses, classCategories, classWeekdays, NO_SHOW_LIMIT_MAX } from '../../contract/classes/classes';
import { notificationKinds } from '../../contract/messaging/notifications';
import { MAX_GYM_PHOTOS } from '../../contract/gyms/uploads';
import { deskActionKinds } from '../../contract/gyms/staff';
import { autoRenewPassTypes, autoRenewStatuses } from '../../contract/memberships/auto-renew';

// The whole data model of DESIGN.md §4. Money is integer paise; times are UTC (timestamptz).
const id = () => text('id').primaryKey().$defaultFn(() => randomUUID());
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

export const USER_TYPES = ['member', 'gym_owner', 'trainer', 'admin'] as const;
/** A role a session may hold that no account is (issue 38): a staff session acts for the gyms its person works at. */
export const SESSION_ROLES = ['staff'] as const;
/** What a sign-in code may be asked for: an account type, or staff. */
export const OTP_USER_TYPES = [...USER_TYPES, ...SESSION_ROLES] as const;
/** What a person may be at one gym: the owner gives it and takes it away (issue 38). */
export const STAFF_ROLES = ['manager', 'front_desk'] as const;
/** Who did a desk action (issue 38): the gym's owner or one of its staff, in the role they held then. */
export const RECORDER_ROLES = ['owner', ...STAFF_ROLES] as const;
/** The person who last did a desk action on the row, and as what; null for what members and the system do. */
const recordedBy = () => ({
  recordedById: text('recorded_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  recordedByRole: text('recorded_by_role', { enum: RECORDER_ROLES }),
});
const recordedByCheck = (table: string) => check(`${table}_recorded_by_role_check`, sql`recorded_by_role is null or ${inList('recorded_by_role', RECORDER_ROLES)}`);
export const LANGUAGES = languages;
export const GYM_TYPES = ['fitness_center', 'yoga_studio', 'crossfit_box', 'martial_arts', 'sports_complex'] as const;
export const GYM_CATEGORIES = ['standard', 'premium', 'luxury', 'budget'] as const;
export const PASS_TYPES = ['day', 'weekly', 'monthly', 'quarterly', 'yearly'] as const;
export const WEEKLY_OFF = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'none'] as const;
export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'completed'] as const;
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'refunded', 'failed'] as const;
export const PAYMENT_METHODS = ['online', 'at_gym'] as const;
export const PAYMENT_RECORD_STATUSES = ['created', 'paid', 'failed', 'refund_pending', 'refunded'] as const;
/** how a payment at the gym's desk was made */
export const DESK_METHODS = ['cash', 'upi', 'card'] as const;
export const ATTENDANCE_STATUSES = ['checked_in', 'checked_out'] as const;
export const PRIORITIES = ['high', 'medium', 'low'] as const;
export const ANNOUNCEMENT_STATUSES = ['draft', 'published', 'scheduled'] as const;
/** An owner's own trainers are accepted at once; a trainer's application waits for the owner. */
export const TRAINER_STATUSES = ['pending', 'accepted', 'declined'] as const;

export const users = pgTable(
  'users',
  {
    id: id(),
    mobile: text('mobile').notNull().unique(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    passwordHash: text('password_hash'),
    userType: text('user_type', { enum: USER_TYPES }).notNull().default('member'),
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    /** when the current opt-in was given (sign-in checkbox or profile); null while there is none */
    marketingOptInAt: timestamp('marketing_opt_in_at', { withTimezone: true }),
    /** the member's own switches; off sends that channel's messages by SMS (WhatsApp) or not at all (e-mail) */
    whatsappMessages: boolean('whatsapp_messages').notNull().default(true),
    emailMessages: boolean('email_messages').notNull().default(true),
    /** every message to this person is written in it (issue 37) */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One account per email whatever its case: the profile's 409 holds even when two saves race.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`).where(sql`${t.email} is not null`),
    check('users_user_type_check', inList('user_type', USER_TYPES)),
    check('users_language_check', inList('language', LANGUAGES)),
    check('users_mobile_check', sql`mobile ~ '^\\+91[6-9][0-9]{9}$'`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** "Chrome on Android", read from the User-Agent at sign-in so a person knows their devices; no IP is kept */
    deviceLabel: text('device_label'),
    /** null: the session is the account's own type; 'staff': signed in as staff (issue 38), whatever the account is */
    role: text('role', { enum: SESSION_ROLES }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), check('sessions_role_check', sql`role is null or ${inList('role', SESSION_ROLES)}`)],
);

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: id(),
    mobile: text('mobile').notNull(),
    userType: text('user_type', { enum: OTP_USER_TYPES }).notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    resendAfter: timestamp('resend_after', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** the last wrong code tried: the client's next try waits a growing delay from here */
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }),
  },
  (t) => [
    index('otp_challenges_mobile_idx').on(t.mobile, t.createdAt),
    index('otp_challenges_ip_idx').on(t.ip, t.createdAt),
    // The global SMS budget counts the last hour and day.
    index('otp_challenges_created_idx').on(t.createdAt),
    check('otp_challenges_attempts_check', sql`attempts >= 0`),
  ],
);

/** The Bayesian prior of rank_score: an unreviewed gym ranks as a 3.5 from five reviews would. */
export const RANK_PRIOR_MEAN = 3.5;
export const RANK_PRIOR_REVIEWS = 5;

export const gyms = pgTable(
  'gyms',
  {
    id: id(),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    area: text('area').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    gymType: text('gym_type', { enum: GYM_TYPES }).notNull(),
    category: text('category', { enum: GYM_CATEGORIES }).notNull(),
    establishedYear: integer('established_year'),
    contactNumber: text('contact_number').notNull(),
    email: text('email'),
    description: text('description'),
    weeklyOff: text('weekly_off', { enum: WEEKLY_OFF }).notNull().default('none'),
    openingTime: text('opening_time').notNull().default('06:00'),
    closingTime: text('closing_time').notNull().default('22:00'),
    timezone: text('timezone').notNull().default(DEFAULT_GYM_TIME_ZONE),
    facilities: text('facilities').array().notNull().default(sql`'{}'::text[]`),
    amenities: text('amenities').array().notNull().default(sql`'{}'::text[]`),
    /** people per one-hour slot: bookings never exceed it */
    slotCapacity: integer('slot_capacity').notNull().default(30),
    ratingAvg: real('rating_avg').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** denormalised from gym_plans so search can filter and sort on price without a join */
    dayPassPaise: integer('day_pass_paise'),
    monthlyPaise: integer('monthly_paise'),
    /** GST registration: receipts show the taxable value and CGST + SGST halves only when it is set */
    gstin: text('gstin'),
    /** GST rate in basis points (500 = 5%, SAC 999723); prices include it */
    gstRateBp: integer('gst_rate_bp').notNull().default(500),
    /** UPI ID (name@handle) a member pays at the desk to: pay-at-gym bookings carry a upi:// link to it */
    upiId: text('upi_id'),
    /** a freeze starts at least this many days ahead (1: from tomorrow) */
    freezeNoticeDays: integer('freeze_notice_days').notNull().default(1),
    active: boolean('active').notNull().default(true),
    /** the platform's badge (issue 25): set by an admin's approval, cleared by a rejection; search filters on it */
    verified: boolean('verified').notNull().default(false),
    /** what q matches, typo-tolerant through a trigram index; the state too, so "Pune, Maharashtra" finds Pune */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(name || ' ' || area || ' ' || city || ' ' || state || ' ' || pincode)`),
    /**
     * The rating search ranks by: a Bayesian average that starts every gym at RANK_PRIOR_MEAN as if from
     * RANK_PRIOR_REVIEWS reviews, so a 5.0 from one review does not outrank a 4.6 from three hundred.
     */
    rankScore: real('rank_score')
      .notNull()
      .generatedAlwaysAs(
        sql`((rating_avg * review_count + ${sql.raw(String(RANK_PRIOR_MEAN * RANK_PRIOR_REVIEWS))}) / (review_count + ${sql.raw(String(RANK_PRIOR_REVIEWS))}))::real`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('gyms_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('gyms_gym_type_check', inList('gym_type', GYM_TYPES)),
    check('gyms_category_check', inList('category', GYM_CATEGORIES)),
    check('gyms_weekly_off_check', inList('weekly_off', WEEKLY_OFF)),
    check('gyms_pincode_check', sql`pincode ~ '^[0-9]{6}$'`),
    check('gyms_year_check', sql`established_year is null or established_year >= 1900`),
    check('gyms_rating_check', sql`rating_avg >= 0 and rating_avg <= 5`),
    check('gyms_times_check', sql`opening_time ~ '^[0-2][0-9]:[0-5][0-9]$' and closing_time ~ '^[0-2][0-9]:[0-5][0-9]$'`),
    check('gyms_capacity_check', sql`slot_capacity > 0`),
    check('gyms_gstin_check', sql`gstin is null or gstin ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'`),
    check('gyms_gst_rate_check', sql`gst_rate_bp between 0 and 2800`),
    check('gyms_upi_id_check', sql`upi_id is null or upi_id ~ '^[A-Za-z0-9._-]{2,100}@[A-Za-z][A-Za-z0-9]{1,63}$'`),
    // Search answers its order from these: a place's best ranked (or a city's cheapest) gyms without sorting them all.
    index('gyms_city_rank_idx').on(sql`lower(${t.city})`, sql`${t.rankScore} desc`, t.id),
    index('gyms_city_price_idx').on(sql`lower(${t.city})`, t.monthlyPaise, sql`${t.rankScore} desc`, t.id),
    // Covering: a name or several areas are matched in rank order from index entries alone (drizzle-kit has no INCLUDE: 0009).
    index('gyms_rank_cover_idx').on(sql`${t.rankScore} desc`, t.id),
    index('gyms_area_rank_idx').on(sql`lower(${t.area})`, sql`${t.rankScore} desc`, t.id),
    index('gyms_state_rank_idx').on(sql`lower(${t.state})`, sql`${t.rankScore} desc`, t.id),
    index('gyms_pincode_rank_idx').on(sql`${t.pincode} text_pattern_ops`, sql`${t.rankScore} desc`, t.id),
    // Near me: nearest first (KNN `<->`) and the radius's box (`<@`), both from one GiST point index.
    index('gyms_location_point_idx').using('gist', sql`point(${t.longitude}, ${t.latitude})`),
    index('gyms_owner_idx').on(t.ownerId),
    index('gyms_rating_idx').on(t.ratingAvg),
    index('gyms_monthly_idx').on(t.monthlyPaise),
    index('gyms_amenities_idx').using('gin', t.amenities),
  ],
);

/**
 * One row whose version changes (trigger gyms_search_version) with every statement that writes gyms:
 * search keeps its counts while the version holds, so paging a city never recounts it.
 */
export const gymSearchState = pgTable('gym_search_state', {
  id: integer('id').primaryKey(),
  version: text('version').notNull(),
});

export const gymPlans = pgTable(
  'gym_plans',
  {
    id: id(),
    gymId: text('gym_id').notNull().references(() => gyms.id, { onDelete: 'cascade' }),
    passType: text('pass_type', { enum: PASS_TYPES }).notNull(),
    pricePaise: integer('price_paise').notNull(),
    durationDays: integer('duration_days').notNull(),
    /** the days a pass of this type may be frozen in total (issue 24's defaults: monthly 7, quarterly 15, yearly 30) */
    freezeDays: integer('freeze_days').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('gym_plans_gym_pass_uq').on(t.gymId, t.passType),
    check('gym_plans_pass_type_check', inList('pass_type', PASS_TYPES)),
    check('gym_plans_price_check', sql`price_paise >= 0`),
    check('gym_plans_days_check', sql`duration_days > 0`),
    check('gym_plans_freeze_days_check', sql`freeze_days >= 0`),
  ],
);

export const PROMO_KINDS = ['percent', 'flat'] as const;

/** An owner's promo code at one gym: uses are the bookings made with it and not cancelled (counted under a row lock). */
export const promos = pgTable(
  'promos',
  {
    id: id(),
    gymId: text('gym_id').notNull().references(() => gyms.id, { onDelete: 'cascade' }),
    /** in capitals; unique per gym */
    code: text('code').notNull(),
    kind: text('kind', { enum: PROMO_KINDS }).notNull(),
    /** percent: 1–90; flat: paise */
    value: integer('value').notNull(),
    passTypes: text('pass_types').array().notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    /** null: no limit */
    maxUses: integer('max_uses'),
    oncePerMember: boolean('once_per_member').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('promos_gym_code_uq').on(t.gymId, t.code),
    check('promos_kind_check', inList('kind', PROMO_KINDS)),
    check('promos_value_check', sql`value > 0 and (kind <> 'percent' or value <= 100)`),
    check('promos_dates_check', sql`valid_to >= valid_from`),
    check('promos_max_uses_check', sql`max_uses is null or max_uses > 0`),
  ],
);

export const trainers = pgTable(
  'trainers',
  {
    id: id(),
    gymId: text('gym_id').references(() => gyms.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    experienceYears: integer('experience_years').notNull(),
    availability: text('availability').notNull().default(''),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    facilities: text('facilities').array().notNull().default(sql`'{}'::text[]`),
    photoUrl: text('photo_url'),
    status: text('status', { enum: TRAINER_STATUSES }).notNull().default('accepted'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('trainers_gym_idx').on(t.gymId, t.status),
    check('trainers_experience_check', sql`experience_years >= 0 and experience_years <= 80`),
    check('trainers_status_check', inList('status', TRAINER_STATUSES)),
    // One live application (or place) per trainer account and gym; after a decline they may apply again.
    uniqueIndex('trainers_gym_user_live_uq').on(t.gymId, t.userId).where(sql`status <> 'declined'`),
  ],
);

/** Uploaded gym photos; files live under DATA_DIR/uploads, named by the row's random id. */
export const gymPhotos = pgTable(
  'gym_photos',
  {
    id: text('id').primaryKey(),
    gymId: text('gym_id').notNull().references(() => gyms.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    isCover: boolean('is_cover').notNull().default(false),
    /** of the large variant: the gallery reserves its box before the image arrives */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('gym_photos_position_uq').on(t.gymId, t.position),
    uniqueIndex('gym_photos_cover_uq').on(t.gymId).where(sql`is_cover`),
    check('gym_photos_position_check', sql.raw(`position >= 0 and position < ${MAX_GYM_PHOTOS}`)),
    check('gym_photos_size_check', sql`width > 0 and height > 0`),
  ],
);

export const gymMemberships = pgTable(
  'gym_memberships',
  {
    id: id(),
    gymId: text('gym_id').notNull().references(() => gyms.id, { onDelete: 'cascade' }),
    memberId: text('member_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['booking', 'walk_in'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('gym_memberships_uq').on(t.gymId, t.memberId)],
);

/** One row per gym, date and hourly slot: the booked count can never pass the capacity. */
export const bookingSlots = pgTable(
  'booking_slots',
  {
    gymId: text('gym_id').notNull().references(() => gyms.id, { onDelete: 'cascade' }),
    slotDate: date('slot_date').notNull(),
    slotTime: text('slot_time').notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.gymId, t.slotDate, t.slotTime] }),
    check('booking_slots_booked_check', sql`booked >= 0 and booked <= capacity`),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    code: text('code').notNull().unique(),
    memberId: text('member_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    gymId: text('gym_id').notNull().references(() => gyms.id, { onDelete: 'restrict' }),
    planId: text('plan_id').notNull().references(() => gymPlans.id, { onDelete: 'restrict' }),
    passType: text('pass_type', { enum: PASS_TYPES }).notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    slotTime: text('slot_time').notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('pending'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('unpaid'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** the promo code applied (its text kept as applied) and the paise it took off the plan's price */
    promoId: text('promo_id').references(() => promos.id, { onDelete: 'restrict' }),
    promoCode: text('promo_code'),
    discountPaise: integer('discount_paise').notNull().default(0),
    /** an upgrade: the running pass it replaced (ended when this one is confirmed) and the paise of that pass's unused days taken off */
    upgradedFromId: text('upgraded_from_id').references((): AnyPgColumn => bookings.id, { onDelete: 'restrict' }),
    upgradeCreditPaise: integer('upgrade_credit_paise').notNull().default(0),
    /** an automatic renewal (issue 39): the pass it continues from the day after its end; it takes no arrival slot */
    renewedFromId: text('renewed_from_id').references((): AnyPgColumn => bookings.id, { onDelete: 'restrict' }),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    ...recordedBy(),
  },
  (t) => [
    recordedByCheck('bookings'),
    uniqueIndex('bookings_member_idem_uq').on(t.memberId, t.idempotencyKey),
    // the expiry sweep reads only pending bookings, oldest first
    index('bookings_pending_idx').on(t.createdAt).where(sql`status = 'pending'`),
    index('bookings_member_idx').on(t.memberId, t.startDate),
    index('bookings_gym_idx').on(t.gymId, t.startDate),
    check('bookings_status_check', inList('status', BOOKING_STATUSES)),
    check('bookings_payment_status_check', inList('payment_status', PAYMENT_STATUSES)),
    check('bookings_payment_method_check', inList('payment_method', PAYMENT_METHODS)),
    check('bookings_pass_type_check', inList('pass_type', PASS_TYPES)),
    check('bookings_amount_check', sql`amount_paise >= 0`),
    check('bookings_discount_check', sql`discount_paise >= 0`),
    check('bookings_upgrade_credit_check', sql`upgrade_credit_paise >= 0`),
    // a pass is upgraded once: one live (pending or confirmed) upgrade of it at a time
    uniqueIndex('bookings_upgraded_from_uq').on(t.upgradedFromId).where(sql`upgraded_from_id is not null and status in ('pending', 'confirmed')`),
    // a code's uses are counted per code (and per member for once-per-member codes)
    index('bookings_promo_idx').on(t.promoId, t.memberId).where(sql`promo_id is not null`),
    check('bookings_dates_check', sql`end_date >= start_date`),
  ],
);

/** A pass paused from start to end (both inclusive): its booking's end date moved by those days; ending it early gives the rest back. */
export const bookingFreezes = pgTable(
  'booking_freezes',
  {
    id: id(),
    bookingId: text('booking_id').notNull().references(() => bookings.id, { onDelete: 'cascade' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    /** the member, or the owner at the desk */
    createdBy: text('created_by').notNull().references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [index('booking_freezes_booking_idx').on(t.bookingId, t.startDate), check('booking_freezes_dates_check', sql`end_date >= start_date`)],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    bookingId: text('booking_id').notNull().references(() => bookings.id, { onDelete: 'restrict' }),
    memberId: text('member_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    gymId: text('gym_id').notNull().references(() => gyms.id, { onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    status: text('status', { enum: PAYMENT_RECORD_STATUSES }).notNull().default('created'),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').unique(),
    providerPaymentId: text('provider_payment_id').unique(),
    idempotencyKey: text('idempotency_key').unique(),
    deskMethod: text('desk_method', { enum: DESK_METHODS }),
    /** issued when the payment is made: "2026-27/000001", running per gym per financial year */
    receiptNumber: text('receipt_number'),
    providerRefundId: text('provider_refund_id'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** a refund_pending payment is asked of the gateway once this is past; each claim moves it a lease ahead */
    refundDueAt: timestamp('refund_due_at', { withTimezone: true }),
    ...recordedBy(),
  },
  (t) => [
    recordedByCheck('payments'),
    index('payments_booking_idx').on(t.bookingId),
    index('payments_member_idx').on(t.memberId, t.createdAt),
    uniqueIndex('payments_receipt_uq').on(t.gymId, t.receiptNumber),
    check('payments_desk_method_check', sql`desk_method is null or ${inList('desk_method', DESK_METHODS)}`),
    index('payments_gym_idx').on(t.gymId, t.createdAt),
    index('payments_refund_due_idx').on(t.refundDueAt).where(sql`status = 'refund_pending'`),
    check('payments_amount_check', sql`amount_paise >= 0`),
    check('payments_method_check', inList('method', PAYMENT_METHODS)),
    check('payments_status_check', inList('status', PAYMENT_RECORD_STATUSES)),
  ],
);

/**
 * A pass that renews itself (issue 39): the member's e-mandate at the gateway and the cycle under way. One row per
 * mandate; `booking_id` is the pass it renews next and moves to the new pass after each debit. A cycle is the pass's
 * last day: noticed (amount fixed), then debited once from 00:00 that day, retried a day at a time, then failed.
 */
export const renewalMandates = pgTable(
  'renewal_mandates',
  {
    id: id(),
    bookingId: text('booking_id').notNull().unique().references(() => bookings.id, { onDelete: 'cascade' }),
    memberId: text('member_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    gymId: text('gym_id').notNull().references(() => gyms.id, { onDelete: 'restrict' }),
    status: text('status', { enum: autoRenewStatuses }).notNull().default('pending'),
    provider: text('provider').notNull(),
    /** the gateway's registration (razorpay: the authorisation order) and, once authorised, the token debits use */
    providerMandateId: text('provider_mandate_id').notNull().unique(),
    providerCustomerId: text('provider_customer_id'),
    providerTokenId: text('provider_token_id'),
    maxAmountPaise: integer('max_amount_paise').notNull(),
    frequency: text('frequency', { enum: autoRenewPassTypes }).notNull(),
    validUntil: date('valid_until').notNull(),
    /** the cycle: the pass's last day the notice named, when it went, the amount it named, and link instead of debit (> ₹15,000) */
    cycleEndDate: date('cycle_end_date'),
    noticedAt: timestamp('noticed_at', { withTimezone: true }),
    noticeAmountPaise: integer('notice_amount_paise'),
    noticeByLink: boolean('notice_by_link').notNull().default(false),
    /** the first day it is debited on (gym's calendar) and the instant before which it never is */
    debitOn: date('debit_on'),
    debitAfter: timestamp('debit_after', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** a worker's claim on this cycle's debit: another worker leaves it alone until it is a lease old */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** this cycle's payment (its idempotency key is the gateway's: one per booking and cycle) */
    paymentId: text('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    lastError: text('last_error'),
    failedOn: date('failed_on'),
    /** cancelled here, not yet revoked at the gateway: the worker asks again each run */
    revokePending: boolean('revoke_pending').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('renewal_mandates_gym_idx').on(t.gymId, t.status),
    index('renewal_mandates_member_idx').on(t.memberId),
    check('renewal_mandates_status_check', inList('status', autoRenewStatuses)),
    check('renewal_mandates_frequency_check', inList('frequency', autoRenewPassTypes)),
    check('renewal_mandates_amount_check', sql`max_amount_paise > 0 and (notice_amount_paise is null or notice_amount_paise >= 0)`),
  ],
);

/** The last receipt number issued per gym and financial year (April–March, "2026-27"). */
export const receiptCounters = pgTable(
  'receipt_counters',
  {
    gymId: text('gym_id').notNull().references(() => gyms.id, { onDelete: 'cascade' }),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.gymId, t.financialYear] }), check('receipt_counters_positive_check', sql`last_number > 0`)],
);

/** Each payment-gateway webhook event is applied once, whatever order or how often it arrives. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A retried write with the same Idempotency-Key gets the first answer back. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const attendance = pgTable(
  'attendance',
  {
    id: id(),
    memberId: text('member_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    gymId: text('gym_id').notNull().references(() => gyms.id, { onDelete: 'cascade' }),
    bookingId: text('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    checkInAt: timestamp('check_in_at', { withTimezone: true }).notNull().defaultNow(),
    checkOutAt: timestamp('check_out_at', { withTimezone: true }),
    status: text('status', { enum: ATTENDANCE_STATUSES }).notNull().default('checked_in'),
    ...recordedBy(),
  },
  (t) => [
    recordedByCheck('attendance'),
    // one open check-in per member per gym
    uniqueIndex('attendance_open_uq').on(t.memberId, t.gymId).where(sql`check_out_at is null`),
    index('attendance_gym_idx').on(t.gymId, t.checkInAt),
    index('attendance_member_idx').on(t.memberId, t.checkInAt),
    check('attendance_status_check', inList('status', ATTENDANCE_STATUSES)),
    check('attendance_order_check', sql`check_out_at is null or check_out_at >= check_in_at`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    gymId: text('gym_id').notNull().references(() => gyms.id, { onDelete: 'cascade' }),
    memberId: text('member_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    text: text('text').notNull().default(''),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    approved: boolean('approved').notNull().default(false),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** hidden by the platform team after a report (issue 25): off the public profile and out of the rating */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** the owner's reply hidden by the platform team; the review itself stays */
    replyHiddenAt: timestamp('reply_hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_gym_member_uq').on(t.gymId, t.memberId),
    index('reviews_gym_idx').on(t.gymId, t.approved, t.createdAt),
    check('reviews_rating_check', sql`rating between 1 and 5`),
  ],
);

export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    gymId: text('gym_id').notNull().references(() => gyms.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    priority: text('priority', { enum: PRIORITIES }).notNull().default('medium'),
    status: text('status', { enum: ANNOUNCEMENT_STATUSES }).notNull().default('draft'),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('announcements_gym_idx').on(t.gymId, t.status),
    check('announcements_priority_check', inList('priority', PRIORITIES)),
    check('announcements_status_check', inList('status', ANNOUNCEMENT_STATUSES)),
    check('announcements_schedule_check', sql`status <> 'scheduled' or scheduled_for is not null`),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  ip: text('ip'),
  createdAt: createdAt(),
});

export const MESSAGE_CHANNELS = ['sms', 'whatsapp', 'email', 'in_app'] as const;
export const MESSAGE_STATUSES = ['pending', 'sending', 'sent', 'failed', 'dropped'] as const;
export const MESSAGE_KINDS = notificationKinds;

/**
 * The outbox: one row per message per channel, written in the transaction of its cause, sent by the
 * worker every replica runs (server/domains/messaging/message-worker.ts). `dedupe_key` makes one cause one message.
 */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    kind: text('kind', { enum: MESSAGE_KINDS }).notNull(),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    recipientId: text('recipient_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    recipientMobile: text('recipient_mobile'),
    recipientEmail: text('recipient_email'),
    gymId: text('gym_id').references(() => gyms.id, { onDelete: 'cascade' }),
    bookingId: text('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    dedupeKey: text('dedupe_key').notNull().unique(),
    /** what the text is drawn from (gym name and zone, booking code, slot, counts); drawn when sent */
    payload: jsonb('payload').notNull(),
    /** the text as sent (null until then) */
    text: text('text'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: MESSAGE_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** when a worker took it: a row still `sending` a lease later belongs to a worker that died */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** in_app only: when its recipient read it */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // the worker's scan: only rows still to send
    index('messages_due_idx').on(t.nextAttemptAt).where(sql`status in ('pending', 'sending')`),
    index('messages_recipient_idx').on(t.recipientId, t.channel, t.sentAt),
    index('messages_booking_idx').on(t.bookingId),
    check('messages_kind_check', inList('kind', MESSAGE_KINDS)),
    check('messages_channel_check', inList('channel', MESSAGE_CHANNELS)),
    check('messages_status_check', inList('status', MESSAGE_STATUSES)),
    check('messages_recipient_check', sql`channel = 'in_app' or recipient_mobile is not null or recipient_email is not null`),
  ],
);

// ---- group classes (issue 23) -------------------------------------------------------------------

export const CLASS_CATEGORIES = classCategories;
export const CLASS_BOOKING_STATUSES = classBookingStatuses;

/** An owner's weekly class: its sessions are written per date (class_sessions) as the timetable is read. */
export const classSeries = pgTable(
  'class_series',
  {
    id: id(),
    gymId: text('gym_id').notNull().references(() => gyms.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    category: text('category', { enum: CLASS_CATEGORIES }).notNull(),
    trainerId: text('trainer_id').references(() => trainers.id, { onDelete: 'set null' }),
    capacity: integer('capacity').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** lower-case weekday names */
    days: text('days').array().notNull(),
    /** HH:MM in the gym's zone */
    startTime: text('start_time').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('class_series_gym_idx').on(t.gymId),
    check('class_series_category_check', inList('category', CLASS_CATEGORIES)),
    check('class_series_capacity_check', sql.raw(`capacity between 1 and ${CLASS_CAPACITY_MAX}`)),
    check('class_series_duration_check', sql`duration_minutes > 0`),
    check('class_series_days_check', sql.raw(`cardinality(days) > 0 and days <@ array[${classWeekdays.map((d) => `'${d}'`).join(', ')}]::text[]`)),
    check('class_series_dates_check', sql`end_date is null or end_date >= start_date`),
  ],
);

/** One occurrence of a series: the row booking locks, so `booked` never passes `capacity`. */
export const classSessions = pgTable(
  'class_sessions',
  {
    id: id(),
    seriesId: text('series_id').notNull().references(() => classSeries.id, { onDelete: 'cascade' }),
    gymId: text('gym_id').notNull().references(() => gyms.id, { onDelete: 'cascade' }),
    /** the series' day this session stands for (a moved session keeps it, so it is never written twice) */
    occursOn: date('occurs_on').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    trainerId: text('trainer_id').references(() => trainers.id, { onDelete: 'set null' }),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
    /** the last waitlist number given: the next one joins behind it */
    queueSeq: integer('queue_seq').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('class_sessions_series_day_uq').on(t.seriesId, t.occursOn),
    index('class_sessions_gym_start_idx').on(t.gymId, t.startsAt),
    index('class_sessions_trainer_idx').on(t.trainerId, t.startsAt),
    check('class_sessions_booked_check', sql`booked >= 0 and booked <= capacity`),
    check('class_sessions_duration_check', sql`duration_minutes > 0`),
  ],
);

export const classBookings = pgTable(
  'class_bookings',
  {
    id: id(),
    sessionId: text('session_id').notNull().references(() => classSessions.id, { onDelete: 'cascade' }),
    memberId: text('member_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CLASS_BOOKING_STATUSES }).notNull(),
    /** waitlist order within the session (smaller first); kept after promotion for the record */
    queueNo: integer('queue_no'),
    lateCancel: boolean('late_cancel').notNull().default(false),
    cancelledBy: text('cancelled_by', { enum: ['member', 'gym'] }),
    promotedAt: timestamp('promoted_at', { withTimezone: true }),
    /** attended/missed set by the trainer or owner (else decided from check-ins after the session) */
    markedAt: timestamp('marked_at', { withTimezone: true }),
    /** the owner waived this no-show or late cancel: it no longer counts */
    waivedAt: timestamp('waived_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...recordedBy(),
  },
  (t) => [
    recordedByCheck('class_bookings'),
    // One live place (booked or waitlisted) per member per session.
    uniqueIndex('class_bookings_live_uq').on(t.sessionId, t.memberId).where(sql`status in ('booked', 'waitlisted')`),
    index('class_bookings_session_idx').on(t.sessionId, t.status, t.queueNo),
    index('class_bookings_member_idx').on(t.memberId, t.createdAt),
    check('class_bookings_status_check', inList('status', CLASS_BOOKING_STATUSES)),
    check('class_bookings_queue_check', sql`status <> 'waitlisted' or queue_no is not null`),
  ],
);

/** A gym's class rules the owner sets; no row means the defaults. */
export const classSettings = pgTable(
  'class_settings',
  {
    gymId: text('gym_id').primaryKey().references(() => gyms.id, { onDelete: 'cascade' }),
    /** no-shows and late cancels in 30 days that pause class booking; 0 turns the rule off */
    noShowLimit: integer('no_show_limit').notNull(),
    updatedAt: updatedAt(),
  },
  () => [check('class_settings_limit_check', sql.raw(`no_show_limit between 0 and ${NO_SHOW_LIMIT_MAX}`))],
);

// ---- the platform team (issue 25): admin actions, gym verification, suspensions, the audit log --------------

export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

/**
 * Append-only: who did what to which record, with the record before and after. The application only
 * inserts and reads rows (tests/server/admin.test.ts proves no route updates or deletes them).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    // No foreign key: a row outlives its actor unchanged (a cascade would be a write to the log).
    actorId: text('actor_id'),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
  ],
);

/** One submission of a gym for the badge; a verified gym whose name, address or GSTIN changes gets a new pending one. */
export const gymVerifications = pgTable(
  'gym_verifications',
  {
    id: id(),
    gymId: text('gym_id').notNull().references(() => gyms.id, { onDelete: 'cascade' }),
    status: text('status', { enum: VERIFICATION_STATUSES }).notNull().default('pending'),
    gstin: text('gstin'),
    /** [{id, kind, contentType, bytes, file}]: the files live under DATA_DIR/verification, never served by name */
    documents: jsonb('documents').notNull().default(sql`'[]'::jsonb`),
    /** why it is in the queue: submitted by the owner, or the fields a verified gym changed */
    cause: text('cause').notNull().default('submitted'),
    reason: text('reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One open submission per gym: a second waits for the first to be decided.
    uniqueIndex('gym_verifications_pending_uq').on(t.gymId).where(sql`status = 'pending'`),
    index('gym_verifications_gym_idx').on(t.gymId, t.submittedAt),
    index('gym_verifications_queue_idx').on(t.status, t.submittedAt),
    check('gym_verifications_status_check', inList('status', VERIFICATION_STATUSES)),
  ],
);

/** A suspended account: its row exists while the suspension holds; restoring deletes it (the audit log keeps the history). */
export const accountSuspensions = pgTable('account_suspensions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  suspendedBy: text('suspended_by').references(() => users.id, { onDelete: 'set null' }),
  /** the owner's gyms this suspension took out of search (active then): restoring brings back exactly these */
  gymIds: text('gym_ids').array().notNull().default(sql`'{}'::text[]`),
  createdAt: createdAt(),
});

export const REPORT_TARGETS = ['review', 'reply'] as const;
export const REPORT_STATUSES = ['open', 'hidden', 'dismissed'] as const;

/** One person's report of a review or an owner's reply; an admin hides the item or dismisses its reports. */
export const contentReports = pgTable(
  'content_reports',
  {
    id: id(),
    reviewId: text('review_id').notNull().references(() => reviews.id, { onDelete: 'cascade' }),
    target: text('target', { enum: REPORT_TARGETS }).notNull(),
    reporterId: text('reporter_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note'),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    // One open report per person per item: a second tap does not count twice.
    uniqueIndex('content_reports_open_uq').on(t.reviewId, t.target, t.reporterId).where(sql`status = 'open'`),
    index('content_reports_status_idx').on(t.status, t.createdAt),
    check('content_reports_target_check', inList('target', REPORT_TARGETS)),
    check('content_reports_status_check', inList('status', REPORT_STATUSES)),
  ],
);

/**
 * Who works at a gym and as what (issue 38). One person may work at several gyms, of one owner or several, but holds
 * one role per gym; the gym's owner never appears here for their own gym. A removed person's row is deleted.
 */
export const gymStaff = pgTable(
  'gym_staff',
  {
    id: id(),
    gymId: text('gym_id').notNull().references(() => gyms.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** the owner who invited them */
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('gym_staff_gym_user_uq').on(t.gymId, t.userId),
    index('gym_staff_user_idx').on(t.userId),
    check('gym_staff_role_check', inList('role', STAFF_ROLES)),
  ],
);

/**
 * Append-only: each desk action once, as it happens (issue 38). The rows' recorded_by columns say who did a row's last
 * desk action; this says how many each person did on a day, which the owner's audit view counts.
 */
export const deskActions = pgTable(
  'desk_actions',
  {
    id: id(),
    gymId: text('gym_id').notNull().references(() => gyms.id, { onDelete: 'cascade' }),
    // A person's rows stay when their account goes (the count was theirs); the name is then unknown.
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role', { enum: RECORDER_ROLES }).notNull(),
    kind: text('kind', { enum: deskActionKinds }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('desk_actions_gym_at_idx').on(t.gymId, t.at),
    check('desk_actions_role_check', inList('actor_role', RECORDER_ROLES)),
    check('desk_actions_kind_check', inList('kind', deskActionKinds)),
  ],
);
