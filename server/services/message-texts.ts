// Every message's words, drawn from its payload when it is sent: times in the gym's zone, the gym's name, the booking code.
import type { MESSAGE_CHANNELS, MESSAGE_KINDS } from '../db/schema';

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

const PASS_NAMES: Record<string, string> = { day: 'Day Pass', weekly: 'Weekly Pass', monthly: 'Monthly Pass', quarterly: 'Quarterly Pass', yearly: 'Yearly Pass' };
const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

/** "Tue, 24 Nov, 2026" in the gym's zone. */
export const dayIn = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-IN', { timeZone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(at);
/** "7:00 am" in the gym's zone. */
export const timeIn = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-IN', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }).format(at);

const whenOf = (p: BookingPayload, slotAt = p.slotAt) => {
  const at = new Date(slotAt);
  return `${dayIn(at, p.timezone)} at ${timeIn(at, p.timezone)}`;
};

function confirmed(p: BookingPayload): MessageText {
  const pay = p.paymentStatus === 'paid' ? `Paid online: ${rupees(p.amountPaise)}.` : `Pay ${rupees(p.amountPaise)} at the gym.`;
  return {
    subject: `Booking confirmed: ${p.gymName}, ${whenOf(p)}`,
    text: `Gymkhana: your ${PASS_NAMES[p.passType] ?? p.passType} at ${p.gymName} is confirmed for ${whenOf(p)}. Booking code ${p.code}. ${pay}`,
  };
}

function refundNote(p: BookingPayload): string {
  if (p.paymentStatus !== 'refunded') return 'Nothing was charged.';
  if (p.paymentMethod === 'online') return `${rupees(p.amountPaise)} is on its way back to your payment method (5-7 working days).`;
  return `Collect your ${rupees(p.amountPaise)} refund at the gym's desk.`;
}

function cancelled(p: BookingPayload): MessageText {
  const by = p.by === 'gym' ? 'by the gym' : 'at your request';
  const reason = p.reason ? ` Reason: ${p.reason}.` : '';
  return {
    subject: `Booking cancelled: ${p.gymName}, ${whenOf(p)}`,
    text: `Gymkhana: your booking ${p.code} at ${p.gymName} for ${whenOf(p)} was cancelled ${by}.${reason} ${refundNote(p)}`,
  };
}

function paymentReceived(p: PaymentPayload): MessageText {
  const receipt = p.receiptNumber ? `Receipt ${p.receiptNumber}: ${p.receiptUrl}` : `Receipt: ${p.receiptUrl}`;
  return {
    subject: `Payment received: ${rupees(p.paidPaise)}, ${p.gymName}`,
    text: `Gymkhana: ${p.gymName} received your payment of ${rupees(p.paidPaise)} for your ${PASS_NAMES[p.passType] ?? p.passType} (booking ${p.code}), starting ${whenOf(p)}. ${receipt}`,
  };
}

function rescheduled(p: BookingPayload): MessageText {
  const was = p.previousSlotAt ? `, was ${whenOf(p, p.previousSlotAt)},` : '';
  return {
    subject: `Booking moved: ${p.gymName}, ${whenOf(p)}`,
    text: `Gymkhana: your booking ${p.code} at ${p.gymName}${was} is now on ${whenOf(p)}. Show booking code ${p.code} at the desk.`,
  };
}

function reminder(p: BookingPayload): MessageText {
  return {
    subject: `Reminder: ${p.gymName}, ${whenOf(p)}`,
    text: `Gymkhana reminder: your slot at ${p.gymName} starts ${whenOf(p)}. Show booking code ${p.code} at the desk.`,
  };
}

const classWhen = (p: ClassPayload, at = p.startsAt) => `${dayIn(new Date(at), p.timezone)} at ${timeIn(new Date(at), p.timezone)}`;

function classText(kind: 'class_promoted' | 'class_cancelled' | 'class_moved', p: ClassPayload): MessageText {
  if (kind === 'class_promoted')
    return {
      subject: `You're in: ${p.title}, ${classWhen(p)}`,
      text: `Gymkhana: a place opened up in ${p.title} at ${p.gymName} on ${classWhen(p)}, and it is yours. Cancel in the app if you can no longer come.`,
    };
  if (kind === 'class_cancelled')
    return {
      subject: `Class cancelled: ${p.title}, ${classWhen(p)}`,
      text: `Gymkhana: ${p.title} at ${p.gymName} on ${classWhen(p)} was cancelled by the gym.${p.reason ? ` Reason: ${p.reason}.` : ''} Your place was released.`,
    };
  return {
    subject: `Class changed: ${p.title}, ${classWhen(p)}`,
    text: `Gymkhana: ${p.title} at ${p.gymName}${p.previousStartsAt ? `, was ${classWhen(p, p.previousStartsAt)},` : ''} is now on ${classWhen(p)}. Your place is kept.`,
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function passEnding(p: PassEndingPayload): MessageText {
  const last = dayIn(new Date(`${p.endDate}T12:00:00Z`), 'UTC');
  const pass = PASS_NAMES[p.passType] ?? p.passType;
  return {
    subject: `Your ${pass} at ${p.gymName} ends on ${last}`,
    text: `Gymkhana: your ${pass} at ${p.gymName} (booking ${p.code}) ends on ${last}, ${plural(p.daysLeft, 'day', 'days')} from now. Renew it from the next day: ${p.renewUrl}`,
  };
}

function ownerActivity(p: OwnerActivityPayload): MessageText {
  const end = new Date(p.windowEnd);
  const start = new Date(end.getTime() - 15 * 60_000);
  const counts = [p.booked ? plural(p.booked, 'new booking', 'new bookings') : '', p.cancelled ? plural(p.cancelled, 'cancellation', 'cancellations') : '']
    .filter(Boolean)
    .join(' and ');
  return {
    subject: `${p.gymName}: ${counts}`,
    text: `Gymkhana: ${p.gymName} had ${counts} between ${timeIn(start, p.timezone)} and ${timeIn(end, p.timezone)} on ${dayIn(start, p.timezone)}. Latest booking code ${p.lastCode}.`,
  };
}

/** an SMS carries this much of an announcement's message; the app and e-mail keep it whole */
export const SMS_ANNOUNCEMENT_MAX = 300;
const trimmed = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

function announcement(p: AnnouncementPayload, channel?: MessageChannel): MessageText {
  const message = channel === 'sms' ? trimmed(p.message, SMS_ANNOUNCEMENT_MAX) : p.message;
  return { subject: `${p.gymName}: ${p.title}`, text: `Gymkhana: ${p.gymName} announces: ${p.title}. ${message}` };
}

function dailySummary(p: DailySummaryPayload): MessageText {
  const day = dayIn(new Date(`${p.date}T12:00:00Z`), 'UTC');
  return {
    subject: `${p.gymName} today: ${plural(p.bookingsToday, 'booking', 'bookings')}`,
    text: `Gymkhana: good morning, ${p.gymName}. Today (${day}): ${plural(p.bookingsToday, 'booking', 'bookings')}. Yesterday: ${plural(p.visitsYesterday, 'visit', 'visits')}, ${rupees(p.earningsYesterdayPaise)} earned.`,
  };
}

/** How to stop, on the channels a person can turn off (SMS carries service messages only, the app is their own list). */
export const STOP_LINES: Partial<Record<MessageChannel, string>> = {
  whatsapp: 'To stop WhatsApp messages, turn them off in your Gymkhana profile; they then come by SMS.',
  email: 'To stop these e-mails, turn them off in your Gymkhana profile.',
};

function drawn(kind: MessageKind, payload: unknown, channel?: MessageChannel): MessageText {
  if (kind === 'announcement') return announcement(payload as AnnouncementPayload, channel);
  if (kind === 'owner_daily_summary') return dailySummary(payload as DailySummaryPayload);
  if (kind === 'platform_notice') return { subject: 'Gymkhana', text: (payload as { text: string }).text };
  if (kind === 'owner_activity') return ownerActivity(payload as OwnerActivityPayload);
  if (kind === 'pass_ending') return passEnding(payload as PassEndingPayload);
  if (kind === 'class_promoted' || kind === 'class_cancelled' || kind === 'class_moved') return classText(kind, payload as ClassPayload);
  const p = payload as BookingPayload;
  if (kind === 'booking_confirmed') return confirmed(p);
  if (kind === 'booking_cancelled') return cancelled(p);
  if (kind === 'booking_rescheduled') return rescheduled(p);
  if (kind === 'payment_received') return paymentReceived(payload as PaymentPayload);
  return reminder(p);
}

/** The subject (e-mail) and text of a message of `kind` drawn from its payload, with the channel's way to stop. */
export function renderMessage(kind: MessageKind, payload: unknown, channel?: MessageChannel): MessageText {
  const message = drawn(kind, payload, channel);
  const stop = channel && STOP_LINES[channel];
  return stop ? { ...message, text: `${message.text}\n${stop}` } : message;
}
