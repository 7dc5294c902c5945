import { sql } from 'drizzle-orm';
import {
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
import { MAX_GYM_PHOTOS } from '../../contract/uploads';

// The whole data model of DESIGN.md §4. Money is integer paise; times are UTC (timestamptz).
const id = () => text('id').primaryKey().$defaultFn(() => randomUUID());
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

export const USER_TYPES = ['member', 'gym_owner', 'trainer'] as const;
export const GYM_TYPES = ['fitness_center', 'yoga_studio', 'crossfit_box', 'martial_arts', 'sports_complex'] as const;
export const GYM_CATEGORIES = ['standard', 'premium', 'luxury', 'budget'] as const;
export const PASS_TYPES = ['day', 'weekly', 'monthly', 'quarterly', 'yearly'] as const;
export const WEEKLY_OFF = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'none'] as const;
export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'completed'] as const;
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'refunded', 'failed'] as const;
export const PAYMENT_METHODS = ['online', 'at_gym'] as const;
export const PAYMENT_RECORD_STATUSES = ['created', 'paid', 'failed', 'refunded'] as const;
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
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One account per email whatever its case: the profile's 409 holds even when two saves race.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`).where(sql`${t.email} is not null`),
    check('users_user_type_check', inList('user_type', USER_TYPES)),
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
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: id(),
    mobile: text('mobile').notNull(),
    userType: text('user_type', { enum: USER_TYPES }).notNull(),
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
    timezone: text('timezone').notNull().default('Asia/Kolkata'),
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
    active: boolean('active').notNull().default(true),
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
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('gym_plans_gym_pass_uq').on(t.gymId, t.passType),
    check('gym_plans_pass_type_check', inList('pass_type', PASS_TYPES)),
    check('gym_plans_price_check', sql`price_paise >= 0`),
    check('gym_plans_days_check', sql`duration_days > 0`),
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
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
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
    check('bookings_dates_check', sql`end_date >= start_date`),
  ],
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
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingId),
    index('payments_member_idx').on(t.memberId, t.createdAt),
    uniqueIndex('payments_receipt_uq').on(t.gymId, t.receiptNumber),
    check('payments_desk_method_check', sql`desk_method is null or ${inList('desk_method', DESK_METHODS)}`),
    index('payments_gym_idx').on(t.gymId, t.createdAt),
    check('payments_amount_check', sql`amount_paise >= 0`),
    check('payments_method_check', inList('method', PAYMENT_METHODS)),
    check('payments_status_check', inList('status', PAYMENT_RECORD_STATUSES)),
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
  },
  (t) => [
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
