// Every message's words, drawn from its payload when it is sent: times in the gym's zone, the gym's name, the booking code.
// The words themselves are in server/locales/en/messages.json; this file decides which ones and fills them in.
import i18next from 'i18next';
import { dateFormat, noonOf, numberFormat } from '@contract/calendar';
import type { MESSAGE_CHANNELS, MESSAGE_KINDS } from '../../db/schema';
import en from '../../locales/en/messages.json';

export type MessageKind = (typeof MESSAGE_KINDS)[number];
type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** What a booking message is drawn from, fixed when its cause is written. */
export type BookingPayload = {
  gymName: string;
  timezone: string;
  code: string;
  passType: string;
  /** the slot's first instant, ISO */
  slotAt: string;
  amountPaise: number;
  paymentMethod: 'online' | 'at_gym';
  paymentStatus: 'unpaid' | 'paid' | 'refunded' | 'failed';
  /** cancellations: who cancelled, and the reason given */
  by?: 'member' | 'gym' | undefined;
  reason?: string | null | undefined;
  /** reminders: how long before the slot it was meant to go */
  leadMinutes?: number | undefined;
  /** a move: the slot it left */
  previousSlotAt?: string | undefined;
};

/** A payment received: the booking's facts with what was paid and where its receipt is. */
export type PaymentPayload = BookingPayload & { paidPaise: number; receiptNumber: string | null; receiptUrl: string };

/** The owner's batch: counts grow as bookings and cancellations arrive within the window. */
export type OwnerActivityPayload = { gymName: string; timezone: string; windowEnd: string; booked: number; cancelled: number; lastCode: string };

/** A pass's last days: when it ends and the link that renews it (the same pass from the day after). */
export type PassEndingPayload = { gymName: string; timezone: string; code: string; passType: string; endDate: string; daysLeft: number; renewUrl: string };
/** What a class message is drawn from: the session as it stands (a move: its new start, and the old one). */
export type ClassPayload = { gymName: string; timezone: string; title: string; startsAt: string; previousStartsAt?: string | undefined; reason?: string | null | undefined };

/** A gym's announcement as published (its id finds its rows when it is edited or deleted). */
export type AnnouncementPayload = { announcementId: string; gymName: string; title: string; message: string; priority: 'low' | 'medium' | 'high' };
/** The owner's morning figures of one gym: today's bookings, yesterday's visits and earnings. */
export type DailySummaryPayload = { gymName: string; date: string; bookingsToday: number; visitsYesterday: number; earningsYesterdayPaise: number };

export type MessageText = { subject: string; text: string };

// Plain text, not HTML: nothing to escape. Initialised at once from the bundled file (no backend to wait for).
const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', fallbackLng: 'en', resources: { en: { messages: en } }, defaultNS: 'messages', interpolation: { escapeValue: false }, initAsync: false });
const t = (key: string, vars?: Record<string, unknown>): string => i18n.t(key, vars);
/** A contract text with its {{placeholders}} filled by i18next, like every text the server writes. */
export const fillText = (template: string, values: Record<string, string | number>): string => i18n.services.interpolator.interpolate(template, values, 'en', {});

const rupees = (paise: number) => numberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2, minimumFractionDigits: 0 }).format(paise / 100);
const passName = (passType: string) => t(`passes.${passType}`, { defaultValue: passType });

/** "Tue, 24 Nov, 2026" in the gym's zone. */
export const dayIn = (at: Date, timeZone: string) => dateFormat('en-IN', { timeZone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(at);
/** "7:00 am" in the gym's zone. */
export const timeIn = (at: Date, timeZone: string) => dateFormat('en-IN', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }).format(at);
/** A calendar day ("2026-11-24") as "Tue, 24 Nov, 2026". */
const calendarDay = (date: string) => dayIn(noonOf(date), 'UTC');
const whenAt = (iso: string, timeZone: string) => {
  const at = new Date(iso);
  return t('when', { day: dayIn(at, timeZone), time: timeIn(at, timeZone) });
};
const count = (key: string, n: number) => t(`counts.${key}`, { count: n });

/** The subject and text of one kind, filled with the same values. */
const texts = (kind: string, vars: Record<string, unknown>): MessageText => ({ subject: t(`${kind}.subject`, vars), text: t(`${kind}.text`, vars) });

const bookingVars = (p: BookingPayload) => ({ gym: p.gymName, when: whenAt(p.slotAt, p.timezone), code: p.code, pass: passName(p.passType) });

function confirmed(p: BookingPayload): MessageText {
  const pay = t(p.paymentStatus === 'paid' ? 'booking_confirmed.paidOnline' : 'booking_confirmed.payAtGym', { amount: rupees(p.amountPaise) });
  return texts('booking_confirmed', { ...bookingVars(p), pay });
}

function refundNote(p: BookingPayload): string {
  if (p.paymentStatus !== 'refunded') return t('booking_cancelled.nothingCharged');
  return t(p.paymentMethod === 'online' ? 'booking_cancelled.refundOnline' : 'booking_cancelled.refundAtGym', { amount: rupees(p.amountPaise) });
}

function cancelled(p: BookingPayload): MessageText {
  const by = t(p.by === 'gym' ? 'booking_cancelled.byGym' : 'booking_cancelled.byMember');
  const reason = p.reason ? t('booking_cancelled.reason', { reason: p.reason }) : '';
  return texts('booking_cancelled', { ...bookingVars(p), by, reason, refund: refundNote(p) });
}

function paymentReceived(p: PaymentPayload): MessageText {
  const receipt = p.receiptNumber ? t('payment_received.receiptNumbered', { number: p.receiptNumber, url: p.receiptUrl }) : t('payment_received.receipt', { url: p.receiptUrl });
  return texts('payment_received', { ...bookingVars(p), amount: rupees(p.paidPaise), receipt });
}

function rescheduled(p: BookingPayload): MessageText {
  const was = p.previousSlotAt ? t('booking_rescheduled.was', { when: whenAt(p.previousSlotAt, p.timezone) }) : '';
  return texts('booking_rescheduled', { ...bookingVars(p), was });
}

function classText(kind: 'class_promoted' | 'class_cancelled' | 'class_moved', p: ClassPayload): MessageText {
  const vars = { title: p.title, gym: p.gymName, when: whenAt(p.startsAt, p.timezone) };
  if (kind === 'class_cancelled') return texts(kind, { ...vars, reason: p.reason ? t('class_cancelled.reason', { reason: p.reason }) : '' });
  if (kind === 'class_moved') return texts(kind, { ...vars, was: p.previousStartsAt ? t('class_moved.was', { when: whenAt(p.previousStartsAt, p.timezone) }) : '' });
  return texts(kind, vars);
}

function passEnding(p: PassEndingPayload): MessageText {
  return texts('pass_ending', { pass: passName(p.passType), gym: p.gymName, code: p.code, last: calendarDay(p.endDate), daysLeft: count('day', p.daysLeft), url: p.renewUrl });
}

function ownerActivity(p: OwnerActivityPayload): MessageText {
  const end = new Date(p.windowEnd);
  const start = new Date(end.getTime() - 15 * 60_000);
  const parts = [p.booked ? count('newBooking', p.booked) : '', p.cancelled ? count('cancellation', p.cancelled) : ''].filter(Boolean);
  const counts = parts.length === 2 ? t('owner_activity.and', { first: parts[0], second: parts[1] }) : (parts[0] ?? '');
  return texts('owner_activity', { gym: p.gymName, counts, from: timeIn(start, p.timezone), to: timeIn(end, p.timezone), day: dayIn(start, p.timezone), code: p.lastCode });
}

/** an SMS carries this much of an announcement's message; the app and e-mail keep it whole */
export const SMS_ANNOUNCEMENT_MAX = 300;
const trimmed = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

function announcement(p: AnnouncementPayload, channel?: MessageChannel): MessageText {
  const message = channel === 'sms' ? trimmed(p.message, SMS_ANNOUNCEMENT_MAX) : p.message;
  return texts('announcement', { gym: p.gymName, title: p.title, message });
}

function dailySummary(p: DailySummaryPayload): MessageText {
  return texts('owner_daily_summary', {
    gym: p.gymName,
    day: calendarDay(p.date),
    bookings: count('booking', p.bookingsToday),
    visits: count('visit', p.visitsYesterday),
    earnings: rupees(p.earningsYesterdayPaise),
  });
}

/** How to stop, on the channels a person can turn off (SMS carries service messages only, the app is their own list). */
export const STOP_LINES: Partial<Record<MessageChannel, string>> = { whatsapp: t('stop.whatsapp'), email: t('stop.email') };

function drawn(kind: MessageKind, payload: unknown, channel?: MessageChannel): MessageText {
  if (kind === 'announcement') return announcement(payload as AnnouncementPayload, channel);
  if (kind === 'owner_daily_summary') return dailySummary(payload as DailySummaryPayload);
  if (kind === 'platform_notice') return { subject: t('platform_notice.subject'), text: (payload as { text: string }).text };
  if (kind === 'owner_activity') return ownerActivity(payload as OwnerActivityPayload);
  if (kind === 'pass_ending') return passEnding(payload as PassEndingPayload);
  if (kind === 'class_promoted' || kind === 'class_cancelled' || kind === 'class_moved') return classText(kind, payload as ClassPayload);
  if (kind === 'payment_received') return paymentReceived(payload as PaymentPayload);
  const p = payload as BookingPayload;
  if (kind === 'booking_confirmed') return confirmed(p);
  if (kind === 'booking_cancelled') return cancelled(p);
  if (kind === 'booking_rescheduled') return rescheduled(p);
  return texts('booking_reminder', bookingVars(p));
}

/** The subject (e-mail) and text of a message of `kind` drawn from its payload, with the channel's way to stop. */
export function renderMessage(kind: MessageKind, payload: unknown, channel?: MessageChannel): MessageText {
  const message = drawn(kind, payload, channel);
  const stop = channel && STOP_LINES[channel];
  return stop ? { ...message, text: `${message.text}\n${stop}` } : message;
}
