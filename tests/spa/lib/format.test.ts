import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatCalendarDayLong, formatClock, formatDate, formatDateTime, formatFullDateTime, formatPaise, formatPhoneNumber, formatRating, formatTimeOfDay, keepTimesTogether, telHref } from '@/lib/format';

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

  it('groups lakhs and crores, rounds to whole rupees and signs refunds', () => {
    expect(formatPaise(1_234_567_00)).toBe('₹12,34,567');
    expect(formatPaise(1_000_000_000)).toBe('₹1,00,00,000');
    expect(formatPaise(150)).toBe('₹2');
    expect(formatPaise(-50_000)).toBe('-₹500');
  });

  it('shows a rating with one decimal', () => {
    expect(formatRating(4)).toBe('4.0');
  });
});

describe('formatClock', () => {
  it("writes a reading's time on the visitor's own clock, 2-digit 12-hour", () => {
    expect(formatClock(new Date(2026, 0, 1, 0, 5))).toBe('12:05 am');
    expect(formatClock(new Date(2026, 0, 1, 18, 30))).toBe('06:30 pm');
  });
});

describe('dates on the gym clock', () => {
  it("writes an instant's day on India's clock by default, whatever the visitor's zone", () => {
    expect(formatDate(new Date('2026-09-05T18:29:59.999Z'))).toBe('5 Sept 2026');
    expect(formatDate(new Date('2026-09-05T18:30:00.000Z'))).toBe('6 Sept 2026');
    expect(formatDate(new Date('2028-02-29T12:00:00.000Z'))).toBe('29 Feb 2028');
  });

  it("writes the day in another gym's zone when given one", () => {
    expect(formatDate(new Date('2026-09-05T20:00:00Z'), 'Asia/Dubai')).toBe('6 Sept 2026');
    expect(formatDate(new Date('2026-09-05T20:00:00Z'), 'Europe/London')).toBe('5 Sept 2026');
  });

  it('writes times with the day, and the year where a log needs it', () => {
    expect(formatDateTime(new Date('2026-11-23T23:30:00Z'))).toBe('24 Nov, 5:00 am');
    expect(formatFullDateTime(new Date('2026-11-24T13:00:00Z'))).toBe('24 Nov 2026, 6:30 pm');
  });

  it('writes a calendar day as it is, in no zone', () => {
    expect(formatCalendarDay('2026-11-24')).toBe('24 Nov 2026');
    expect(formatCalendarDayLong('2026-11-24')).toBe('Tue, 24 Nov, 2026');
  });
});
