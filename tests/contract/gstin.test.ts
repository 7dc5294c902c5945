import { describe, expect, it } from 'vitest';
import { GST_STATE_CODES, gstinCheckCharacter, gstinIssue } from '@contract/gyms/gstin';
import { indianStates } from '@contract/gyms/owner-gyms';

// A real, published GSTIN (the GST portal's own example) and one built here for Karnataka.
const MAHARASHTRA = '27AAPFU0939F1ZV';
const karnataka = () => {
  const first14 = '29AAGCB7383J1Z';
  return first14 + gstinCheckCharacter(first14);
};

describe('GSTIN', () => {
  it('accepts a valid GSTIN, with or without the gym state, in any case and spacing', () => {
    expect(gstinIssue(MAHARASHTRA)).toBeNull();
    expect(gstinIssue(MAHARASHTRA, 'Maharashtra')).toBeNull();
    expect(gstinIssue(' 27aapfu0939f1zv ', 'Maharashtra')).toBeNull();
    expect(gstinIssue(karnataka(), 'Karnataka')).toBeNull();
  });

  it('refuses a wrong check digit', () => {
    expect(gstinIssue('27AAPFU0939F1ZW', 'Maharashtra')).toBe('checkDigit');
    // one mistyped character in the middle is caught too
    expect(gstinIssue('27AAPFU0938F1ZV')).toBe('checkDigit');
  });

  it('refuses a GSTIN of another state than the gym', () => {
    expect(gstinIssue(MAHARASHTRA, 'Karnataka')).toBe('state');
    expect(gstinIssue(karnataka(), 'Maharashtra')).toBe('state');
  });

  it('refuses the wrong form: length, PAN shape, the fixed Z', () => {
    for (const bad of ['27AAPFU0939F1Z', '27AAPFU0939F1ZVX', '2AAAPFU0939F1ZV', '27AAPF00939F1ZV', '27AAPFU0939F1XV', '27AAPFU0939F0ZV', ''])
      expect(gstinIssue(bad)).toBe('format');
  });

  it('knows a state code for every state and union territory a gym can name', () => {
    for (const state of indianStates) expect(GST_STATE_CODES[state], state).toMatch(/^\d{2}$/);
  });
});
