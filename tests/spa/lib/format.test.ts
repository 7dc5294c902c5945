import { describe, expect, it } from 'vitest';
import { formatClock, formatIndianDate, formatPaise, formatPhoneNumber, formatRating, formatTimeOfDay, keepTimesTogether, telHref } from '@/lib/format';

// The dates written here are data: no rule under test compares them with today.

const NBSP = '\u00A0';

describe('formatPhoneNumber', () => {
  it.each([
    ['+917031852950', '+91 70318 52950'],
    ['917031852950', '+91 70318 52950'],
    ['7031852950', '+91 70318 52950'],
    ['+91 98765 43210', '+91 98765 43210'],
    ['+91-98765-43210', '+91 98765 43210'],
  ])('shows the mobile %s as %s', (raw, shown) => {
    expect(formatPhoneNumber(raw)).toBe(shown);
  });

  it.each([
    ['022-26123456', 'a landline'],
    ['08026123456', 'a 0-prefixed number (landline or mobile)'],
    ['+91 12345', 'too short a number'],
    [' 1800 123 4567 ', 'a toll-free number'],
  ])('shows %s as stored (%s), trimmed', (raw) => {
    expect(formatPhoneNumber(raw)).toBe(raw.trim());
  });
});

describe('telHref', () => {
  it('dials the digits and the leading plus only', () => {
    expect(telHref('+91 70318 52950')).toBe('tel:+917031852950');
    expect(telHref('022-26123456')).toBe('tel:02226123456');
  });
});

describe('formatTimeOfDay', () => {
  it.each([
    ['06:00', `6:00${NBSP}AM`],
    ['00:05', `12:05${NBSP}AM`],
    ['12:30', `12:30${NBSP}PM`],
    ['22:00', `10:00${NBSP}PM`],
  ])('%s → %s, with a non-breaking space before AM/PM', (hhmm, shown) => {
    expect(formatTimeOfDay(hhmm)).toBe(shown);
  });
});

describe('keepTimesTogether', () => {
  it('glues every AM/PM to its time and leaves the other spaces alone', () => {
    expect(keepTimesTogether('Mon–Sat, 6:00 AM – 11:00 AM & 5 pm – 8 p.m.')).toBe(`Mon–Sat, 6:00${NBSP}AM – 11:00${NBSP}AM & 5${NBSP}pm – 8${NBSP}p.m.`);
  });

  it('does not touch words that only start like AM/PM', () => {
    expect(keepTimesTogether('Open 24 Amazing hours, 7 PMs')).toBe('Open 24 Amazing hours, 7 PMs');
  });
});

describe('formatPaise and formatRating', () => {
  it('shows rupees from paise in the Indian grouping, and a dash for no price', () => {
    expect(formatPaise(10_836_000)).toBe('₹1,08,360');
    expect(formatPaise(null)).toBe('—');
  });

  it("writes what Intl's en-IN rupee format writes (by hand: that formatter is slow to make on a phone)", () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    const paise = [0, 1, 49, 50, 99, 100, 150, 99_900, 100_000, 149_950, 1_234_567, 10_000_000, 99_999_999, 123_456_789_012, -150_000, -50];
    for (let n = 1; n < 1e15; n *= 7) paise.push(n);
    for (const value of paise) expect(formatPaise(value), String(value)).toBe(intl.format(value / 100));
  });

  it('shows a rating with one decimal', () => {
    expect(formatRating(4)).toBe('4.0');
  });
});

describe('formatClock', () => {
  it("writes a time as Intl's en-IN 2-digit 12-hour clock does, in local time", () => {
    const intl = new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit', hour12: true });
    for (let minutes = 0; minutes < 24 * 60; minutes += 7) {
      const date = new Date(2026, 0, 1, 0, minutes);
      expect(formatClock(date)).toBe(intl.format(date));
    }
    expect(formatClock(new Date(2026, 0, 1, 0, 5))).toBe('12:05 am');
    expect(formatClock(new Date(2026, 0, 1, 18, 30))).toBe('06:30 pm');
  });
});

describe('formatIndianDate', () => {
  it("writes the day on India's clock as Intl's en-IN short date does, whatever the visitor's zone (by hand: that formatter is slow to make)", () => {
    const intl = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
    // Every month, around India's midnight (18:30 UTC) and across years, leap days included.
    for (let t = Date.UTC(2023, 0, 1, 18, 29); t < Date.UTC(2029, 0, 1); t += 5 * 86_400_000 + 60_000) {
      for (const date of [new Date(t), new Date(t + 60_000)]) expect(formatIndianDate(date), date.toISOString()).toBe(intl.format(date));
    }
    expect(formatIndianDate(new Date('2026-09-05T18:29:59.999Z'))).toBe('5 Sept 2026');
    expect(formatIndianDate(new Date('2026-09-05T18:30:00.000Z'))).toBe('6 Sept 2026');
    expect(formatIndianDate(new Date('2028-02-29T12:00:00.000Z'))).toBe('29 Feb 2028');
  });
});
