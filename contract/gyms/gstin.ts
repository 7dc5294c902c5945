// GSTIN checks (issue 25): pure, no zod, so the SPA's forms and the server share them.

/** The GST state code (the GSTIN's first two digits) of each state and union territory, as a gym's address names it. */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  // 25 was Daman and Diu before the 2020 merger; registrations made then still carry it.
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

const LEGACY_CODES: Readonly<Record<string, readonly string[]>> = { 'Dadra and Nagar Haveli and Daman and Diu': ['25', '26'] };

export const gstinMessages = {
  format: 'Enter a valid 15-character GSTIN, e.g. 27AAPFU0939F1ZV',
  checkDigit: 'This GSTIN’s last character does not match: check it for a typo',
  state: 'This GSTIN is registered in another state than the gym’s',
} as const;

export type GstinIssue = keyof typeof gstinMessages;

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code (2 digits), PAN (5 letters, 4 digits, 1 letter), entity number, the letter Z, check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** What people type and paste: spaces gone, upper case. */
export const tidyGstin = (raw: string): string => raw.replace(/\s+/g, '').toUpperCase();

/** The check character of the first 14: each character's value (0–9, A–Z = 10–35) times 1 or 2 alternately, digits of base 36 summed, mod 36. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/** The first rule a GSTIN breaks (form, then check digit, then the state when one is given), or null. */
export function gstinIssue(raw: string, state?: string | null): GstinIssue | null {
  const gstin = tidyGstin(raw);
  if (!GSTIN_PATTERN.test(gstin)) return 'format';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'checkDigit';
  if (state) {
    const codes = LEGACY_CODES[state] ?? (GST_STATE_CODES[state] ? [GST_STATE_CODES[state]] : []);
    if (!codes.includes(gstin.slice(0, 2))) return 'state';
  }
  return null;
}
