// Plain values shared by both sides; no zod here, so the SPA's first load can use them cheaply.
export const messages = {
  mobileInvalid: 'Enter a valid Indian mobile number (10 digits starting with 6-9; +91 or 0 prefix allowed).',
  mobileRequired: 'Mobile number is required',
  otpInvalid: 'Enter a valid 6-digit numeric OTP',
  otpRequired: 'OTP is required',
  passwordShort: 'Password must be at least 8 characters',
  passwordMismatch: 'Passwords do not match',
  emailInvalid: 'Please enter a valid email address',
  emailFormat: 'Invalid email format',
  emailRequired: 'Email is required',
  pincodeInvalid: 'Pincode must be 6 digits',
  yearInvalid: 'Please enter a valid year between 1900 and {{current}}',
  contactNumberInvalid: 'Invalid contact number format',
  namesRequired: 'First and last name are required',
  trainerRequired: 'Name & experience are required',
  termsRequired: 'Accept Terms to Continue',
  privacyRequired: 'Accept the Privacy Policy to continue',
  mobileAndTypeRequired: 'Mobile & user type required',
  missingOtpContext: 'Missing OTP or context',
  invalidVerifyResponse: 'Invalid verification response',
  resendTooEarly: 'Resend not allowed yet',
  priceNegative: 'Price cannot be negative',
  nearInvalid: 'near must be a latitude and longitude, like 19.07,72.87',
  endDateFuture: 'End date cannot be in the future.',
  startAfterEnd: 'Start date must be before or equal to end date.',
} as const;

/** The product's languages (issue 37): English is the spec's and the fallback. */
export const languages = ['en', 'hi', 'ta'] as const;
export type Language = (typeof languages)[number];
/** Each language in its own name, as the switcher shows it. */
export const languageNames: Record<Language, string> = { en: 'English', hi: 'हिन्दी', ta: 'தமிழ்' };
/** The locale Intl formats each language with: Indian digit grouping, the language's own month and day names. */
export const languageLocales: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', ta: 'ta-IN' };
export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (languages as readonly string[]).includes(value);

export const MOBILE_PATTERN = /^(?:\+91|0)?[6-9]\d{9}$/;

/** What people type and paste around a number ("+91 98123-45678", "(0) 98123 45678") goes before the rule is applied. */
export const compactMobile = (raw: string): string => raw.replace(/[\s\-().]/g, '');
export const OTP_LENGTH = 6;
export const PASSWORD_MIN = 8;
export const FIRST_ESTABLISHED_YEAR = 1900;

export const OTP_TTL_SECONDS = 300;
export const OTP_RESEND_SECONDS = 30;
export const OTP_MAX_WRONG_TRIES = 5;

/**
 * Who may ask for a sign-in code: the spec's two session roles, trainer for /trainer-registration only,
 * admin for the platform team (only the numbers in the server's ADMIN_MOBILES; issue 25), and staff for a
 * number some gym's owner has invited (issue 38). Staff is a session's role, never an account's type.
 */
export const loginUserTypes = ['member', 'gym_owner', 'trainer', 'admin', 'staff'] as const;
export const userTypes = ['member', 'gym_owner', 'trainer', 'admin', 'staff'] as const;

export const PAGE_SIZES = [12, 24, 48] as const;
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 48;

export const gymTypes = ['fitness_center', 'yoga_studio', 'crossfit_box', 'martial_arts', 'sports_complex'] as const;
export const gymCategories = ['standard', 'premium', 'luxury', 'budget'] as const;
export const passTypes = ['day', 'weekly', 'monthly', 'quarterly', 'yearly'] as const;
export const passDays = { day: 1, weekly: 7, monthly: 30, quarterly: 90, yearly: 365 } as const;
/** The days a pass may be frozen in total unless its gym says otherwise (issue 24). */
export const defaultFreezeDays = { day: 0, weekly: 0, monthly: 7, quarterly: 15, yearly: 30 } as const;
export const amenities = [
  'lockers',
  'parking',
  'wifi',
  'air_conditioning',
  'shower',
  'towel_service',
  'personal_trainer',
  'group_classes',
] as const;
export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export const gymSorts = ['relevance', 'rating', 'price'] as const;
export const MAX_COMPARE = 3;
/** The search box holds at most this many characters; the server reads no further either. */
export const SEARCH_QUERY_MAX = 80;
/** "Near me": the radius searched unless asked otherwise, and the largest one allowed. */
export const NEAR_RADIUS_KM = 10;
export const NEAR_RADIUS_MAX_KM = 50;

/** Group class categories (issue 23): what a class is, and what search's classCategory filters on. */
export const classCategories = ['yoga', 'zumba', 'hiit', 'strength', 'spin', 'crossfit', 'pilates', 'boxing', 'dance', 'other'] as const;
