import { describe, expect, it } from 'vitest';
import { loginFormSchema, sendOtpBodySchema, verifyOtpBodySchema } from '@contract/accounts/auth';
import {
  contactNumberSchema,
  emailSchema,
  establishedYearSchema,
  messages,
  mobileSchema,
  normaliseMobile,
  otpSchema,
  pincodeSchema,
} from '@contract/common';
import { gymCompareQuerySchema, gymSearchQuerySchema } from '@contract/gyms/gyms';
import { profileUpdateBodySchema } from '@contract/accounts/profile';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('mobile (spec §5)', () => {
  it.each(['9876543210', '6000000000', '+919876543210', '09876543210', ' 9876543210 ', '+91 98765 43210', '098765-43210'])('accepts %s', (value) => {
    expect(mobileSchema.safeParse(value).success).toBe(true);
  });
  it.each(['5876543210', '987654321', '98765432101', '+929876543210', '+92 98765 43210', 'abcdefghij', '00987654321'])(
    'rejects %s with the spec message',
    (value) => {
      expect(firstMessage(mobileSchema.safeParse(value))).toBe(
        'Enter a valid Indian mobile number (10 digits starting with 6-9; +91 or 0 prefix allowed).',
      );
    },
  );
  it('requires a number', () => {
    expect(firstMessage(mobileSchema.safeParse(''))).toBe('Mobile number is required');
    expect(firstMessage(mobileSchema.safeParse(undefined))).toBe('Mobile number is required');
  });
  it('normalises every accepted form to +91XXXXXXXXXX', () => {
    for (const value of ['9876543210', '+919876543210', '09876543210']) expect(normaliseMobile(value)).toBe('+919876543210');
  });
});

describe('OTP (spec §5)', () => {
  it('accepts six digits', () => expect(otpSchema.safeParse('012345').success).toBe(true));
  it.each(['12345', '1234567', '12a456', '      '])('rejects %j', (value) => {
    const message = firstMessage(otpSchema.safeParse(value));
    expect(['Enter a valid 6-digit numeric OTP', 'OTP is required']).toContain(message);
  });
  it('says which rule failed', () => {
    expect(firstMessage(otpSchema.safeParse(''))).toBe('OTP is required');
    expect(firstMessage(otpSchema.safeParse('12a456'))).toBe('Enter a valid 6-digit numeric OTP');
  });
});

describe('email, pincode, year, contact number (spec §5)', () => {
  it('email', () => {
    expect(firstMessage(emailSchema.safeParse(''))).toBe('Email is required');
    expect(firstMessage(emailSchema.safeParse('not-an-email'))).toBe('Please enter a valid email address');
    expect(emailSchema.safeParse('priya@example.in').success).toBe(true);
  });
  it('pincode', () => {
    expect(pincodeSchema.safeParse('400058').success).toBe(true);
    for (const bad of ['40005', '4000581', '40005a']) expect(firstMessage(pincodeSchema.safeParse(bad))).toBe('Pincode must be 6 digits');
  });
  it('established year is 1900 to the current year', () => {
    const schema = establishedYearSchema(2026);
    expect(schema.safeParse(1900).success).toBe(true);
    expect(schema.safeParse('2026').success).toBe(true);
    for (const bad of [1899, 2027, 'abc'])
      expect(firstMessage(schema.safeParse(bad))).toBe('Please enter a valid year between 1900 and 2026');
  });
  it('contact number', () => {
    expect(contactNumberSchema.safeParse('+919812345678').success).toBe(true);
    expect(contactNumberSchema.safeParse('022-26301234').success).toBe(true);
    expect(firstMessage(contactNumberSchema.safeParse('12345'))).toBe('Invalid contact number format');
  });
});

describe('sign-in bodies (spec §5, §7)', () => {
  it('send-otp needs both mobile and user type', () => {
    expect(firstMessage(sendOtpBodySchema.safeParse({ userType: 'member' }))).toBe('Mobile & user type required');
    expect(firstMessage(sendOtpBodySchema.safeParse({ mobile: '9876543210' }))).toBe('Mobile & user type required');
    expect(sendOtpBodySchema.parse({ mobile: '9876543210', userType: 'gym_owner' })).toEqual({ mobile: '9876543210', userType: 'gym_owner' });
  });
  it('send-otp rejects a malformed number with the mobile rule and unknown keys outright', () => {
    expect(firstMessage(sendOtpBodySchema.safeParse({ mobile: '12345', userType: 'member' }))).toBe(messages.mobileInvalid);
    expect(sendOtpBodySchema.safeParse({ mobile: '9876543210', userType: 'member', isAdmin: true }).success).toBe(false);
  });
  it('verify needs the mobile and the OTP', () => {
    expect(firstMessage(verifyOtpBodySchema.safeParse({ mobile: '9876543210', userType: 'member' }))).toBe('Missing OTP or context');
    expect(firstMessage(verifyOtpBodySchema.safeParse({ mobile: '9876543210', otp: '12', userType: 'member' }))).toBe(
      'Enter a valid 6-digit numeric OTP',
    );
  });
  it('terms must be accepted to continue', () => {
    const form = { mobile: '9876543210', isGymOwner: false, acceptTerms: false, acceptPrivacy: false, marketingOptIn: false };
    expect(firstMessage(loginFormSchema.safeParse(form))).toBe('Accept Terms to Continue');
    expect(firstMessage(loginFormSchema.safeParse({ ...form, acceptTerms: true }))).toBe('Accept the Privacy Policy to continue');
    expect(loginFormSchema.safeParse({ ...form, acceptTerms: true, acceptPrivacy: true }).success).toBe(true);
  });
  it('a mobile number may carry the spaces, dashes and brackets people type', () => {
    for (const typed of ['+91 98123 45678', '098123 45678', '98123-45678', '+91-98123-45678', '(0) 98123 45678']) {
      expect(sendOtpBodySchema.safeParse({ mobile: typed, userType: 'member' }).success, typed).toBe(true);
      expect(normaliseMobile(typed)).toBe('+919812345678');
    }
    expect(firstMessage(sendOtpBodySchema.safeParse({ mobile: '+91 58123 45678', userType: 'member' }))).toBe(messages.mobileInvalid);
  });
});

describe('profile completion (spec §5)', () => {
  const base = { firstName: 'Priya', lastName: 'Sharma', email: 'priya@example.in' };
  it('needs first and last name', () => {
    expect(firstMessage(profileUpdateBodySchema.safeParse({ ...base, firstName: ' ' }))).toBe('First and last name are required');
    expect(firstMessage(profileUpdateBodySchema.safeParse({ ...base, lastName: '' }))).toBe('First and last name are required');
  });
  it('a blank password keeps the existing one', () => {
    expect(profileUpdateBodySchema.parse(base).password).toBe('');
  });
  it('a typed password must be 8+ characters and confirmed', () => {
    expect(firstMessage(profileUpdateBodySchema.safeParse({ ...base, password: 'short', confirmPassword: 'short' }))).toBe(
      'Password must be at least 8 characters',
    );
    expect(firstMessage(profileUpdateBodySchema.safeParse({ ...base, password: 'longenough', confirmPassword: 'different' }))).toBe(
      'Passwords do not match',
    );
    expect(profileUpdateBodySchema.safeParse({ ...base, password: 'longenough', confirmPassword: 'longenough' }).success).toBe(true);
  });
  it('no mass assignment: a userType in the body is refused', () => {
    expect(profileUpdateBodySchema.safeParse({ ...base, userType: 'gym_owner' }).success).toBe(false);
  });
});

describe('gym search query', () => {
  it('reads comma lists and numbers from the query string', () => {
    const q = gymSearchQuerySchema.parse({ amenities: 'parking,wifi', minRating: '4', page: '2' });
    expect(q).toMatchObject({ amenities: ['parking', 'wifi'], minRating: 4, page: 2, pageSize: 12, sort: 'relevance' });
  });
  it('rejects unknown filters and values', () => {
    expect(gymSearchQuerySchema.safeParse({ type: 'spa' }).success).toBe(false);
    expect(gymSearchQuerySchema.safeParse({ amenities: 'jacuzzi' }).success).toBe(false);
    expect(gymSearchQuerySchema.safeParse({ pageSize: '1000' }).success).toBe(false);
    expect(gymSearchQuerySchema.safeParse({ owner: 'x' }).success).toBe(false);
  });
  it('compares up to three gyms', () => {
    expect(gymCompareQuerySchema.parse({ ids: 'a,b,c' }).ids).toEqual(['a', 'b', 'c']);
    expect(firstMessage(gymCompareQuerySchema.safeParse({ ids: 'a,b,c,d' }))).toBe('Compare up to 3 gyms');
  });
});

describe('owner gym editor helpers', () => {
  it('reads rupees as typed into whole paise, never through floating point', async () => {
    const { rupeesToPaise, paiseToRupeesText } = await import('@contract/gyms/owner-gyms');
    expect(rupeesToPaise('499')).toBe(49_900);
    expect(rupeesToPaise('₹ 1,499.5')).toBe(149_950);
    expect(rupeesToPaise('0.29')).toBe(29);
    expect(rupeesToPaise('4.999')).toBeNull();
    expect(rupeesToPaise('-5')).toBeNull();
    expect(rupeesToPaise('free')).toBeNull();
    expect(paiseToRupeesText(149_950)).toBe('1499.50');
    expect(paiseToRupeesText(49_900)).toBe('499');
    expect(paiseToRupeesText(null)).toBe('');
  });

  it('checks a GSTIN’s check character', async () => {
    const { gstinChecksumOk } = await import('@contract/gyms/owner-gyms');
    expect(gstinChecksumOk('27AAPFU0939F1ZV')).toBe(true);
    expect(gstinChecksumOk('29AAGCB7383J1Z4')).toBe(true);
    expect(gstinChecksumOk('27AAPFU0939F1ZX')).toBe(false);
    expect(gstinChecksumOk('27AAPFU0939F1Z')).toBe(false);
  });

  it('a confirmation typed without a password does not match', () => {
    const body = { firstName: 'Priya', lastName: 'Sharma', email: 'priya@example.in', password: '', confirmPassword: 'secret-123' };
    expect(firstMessage(profileUpdateBodySchema.safeParse(body))).toBe('Passwords do not match');
  });
});
