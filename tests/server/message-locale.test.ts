import { describe, expect, it } from 'vitest';
import { notificationKinds } from '@contract/messaging/notifications';
import en from '@server/locales/en/messages.json';
import { renderMessage } from '@server/domains/messaging/message-texts';
// The dates written here are data: no rule under test compares them with today.

const locale = en as unknown as Record<string, Record<string, string>>;

describe('message texts live in the locale file (server/locales/en/messages.json)', () => {
  it('holds a subject for every kind, and a text for every kind whose words are the product’s', () => {
    for (const kind of notificationKinds) {
      expect(locale[kind]?.subject, kind).toBeTruthy();
      if (kind !== 'platform_notice') expect(locale[kind]?.text, kind).toBeTruthy();
    }
  });

  it('renders a message from the file’s words, with every placeholder filled', () => {
    const message = renderMessage('booking_reminder', {
      gymName: 'Iron Temple',
      timezone: 'Asia/Kolkata',
      code: 'GK-ABC123',
      passType: 'day',
      slotAt: '2026-11-24T01:30:00.000Z',
      amountPaise: 20_000,
      paymentMethod: 'at_gym',
      paymentStatus: 'unpaid',
    });
    expect(message.text).toBe('Gymkhana reminder: your slot at Iron Temple starts Tue, 24 Nov, 2026 at 7:00 am. Show booking code GK-ABC123 at the desk.');
    expect(message.subject).toBe(locale.booking_reminder!.subject!.replace('{{gym}}', 'Iron Temple').replace('{{when}}', 'Tue, 24 Nov, 2026 at 7:00 am'));
  });
});
