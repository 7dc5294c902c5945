// Every message's words, drawn from its payload when it is sent, in its recipient's language: times in the gym's zone,
// the gym's name, the booking code. The words themselves are in server/locales/{en,hi,ta}/messages.json; this file
// decides which ones and fills them in, with dates, times and rupees formatted in the language's locale.
import i18next, { type TFunction } from 'i18next';
import { dateFormat, noonOf, numberFormat } from '@contract/calendar';
import { isLanguage, languageLocales, languages, type Language } from '@contract/constants';
import type { MESSAGE_CHANNELS, MESSAGE_KINDS } from '../../db/schema';
import en from '../../locales/en/messages.json';
import hi from '../../locales/hi/messages.json';
import ta from '../../locales/ta/messages.json';

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
/** issue 39: the notice before an automatic debit (payUrl: above ₹15,000 the member pays by link, nothing is debited). */
export type RenewalNoticePayload = {
  gymName: string;
  timezone: string;
  code: string;
  passType: string;
  debitOn: string;
  amountPaise: number;
  reference: string;
  skipUrl: string;
  stopUrl: string;
  payUrl?: string | undefined;
};
/** A debit that failed: tried again on nextTryOn, or (null) automatic renewal has ended. */
export type RenewalFailedPayload = { gymName: string; timezone: string; code: string; passType: string; amountPaise: number; nextTryOn: string | null; renewUrl: string };
/** What a class message is drawn from: the session as it stands (a move: its new start, and the old one). */
export type ClassPayload = { gymName: string; timezone: string; title: string; startsAt: string; previousStartsAt?: string | undefined; reason?: string | null | undefined };
/**
 * The trainer's word of their session (issue 38): `change` says whether a move changed its time or gave it to them
 * (assigned) or to another trainer (unassigned); a full roster carries its capacity.
 */
export type TrainerClassPayload = ClassPayload & { change?: 'time' | 'assigned' | 'unassigned' | undefined; capacity?: number | undefined };

/** A gym's announcement as published (its id finds its rows when it is edited or deleted). */
export type AnnouncementPayload = { announcementId: string; gymName: string; title: string; message: string; priority: 'low' | 'medium' | 'high' };
/** The owner's morning figures of one gym: today's bookings, yesterday's visits and earnings. */
export type DailySummaryPayload = { gymName: string; date: string; bookingsToday: number; visitsYesterday: number; earningsYesterdayPaise: number };

/** The platform team's word to a person (issue 25), drawn in their language; `text` is a row written before it was (English as typed). */
export type PlatformNoticePayload =
  | { notice: 'reviewHidden' | 'replyHidden'; gym: string; reason: string }
  | { notice: 'verified'; gym: string }
  | { notice: 'rejected'; gym: string; reason: string }
  | { text: string };

/** The word to a person an owner added to a gym's staff (issue 38): who added them, as what, and where to sign in. */
export type StaffInvitedPayload = { by: string; gymName: string; role: 'manager' | 'front_desk'; signInUrl: string };

export type MessageText = { subject: string; text: string };

// Plain text, not HTML: nothing to escape. Initialised at once from the bundled files (no backend to wait for); English
// is the fallback of a key a translation lacks (the parity test keeps them whole).
const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...languages],
  resources: { en: { messages: en }, hi: { messages: hi }, ta: { messages: ta } },
  defaultNS: 'messages',
  interpolation: { escapeValue: false },
  initAsync: false,
});
/** A contract text with its {{placeholders}} filled by i18next, like every text the server writes. */
export const fillText = (template: string, values: Record<string, string | number>): string => i18n.services.interpolator.interpolate(template, values, 'en', {});

/** One language's words and the locale its dates, times and amounts are formatted in. */
type Words = { t: TFunction; locale: string };
const wordsOf = (language: Language): Words => ({ t: i18n.getFixedT(language), locale: languageLocales[language] });
const WORDS: Record<Language, Words> = { en: wordsOf('en'), hi: wordsOf('hi'), ta: wordsOf('ta') };
/** Unknown or missing (a row of an older payload, a bad value) is English. */
const wordsIn = (language: string | null | undefined): Words => (isLanguage(language) ? WORDS[language] : WORDS.en);

const rupees = (w: Words, paise: number) => numberFormat(w.locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 2, minimumFractionDigits: 0 }).format(paise / 100);
const passName = (w: Words, passType: string) => w.t(`passes.${passType}`, { defaultValue: passType });

/** "Tue, 24 Nov, 2026" in the gym's zone ("मंगल, 24 नव॰ 2026" in hi-IN). */
export const dayIn = (at: Date, timeZone: string, locale = 'en-IN') => dateFormat(locale, { timeZone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(at);
/** "7:00 am" in the gym's zone. */
export const timeIn = (at: Date, timeZone: string, locale = 'en-IN') => dateFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }).format(at);
/** A calendar day ("2026-11-24") as "Tue, 24 Nov, 2026". */
const calendarDay = (w: Words, date: string) => dayIn(noonOf(date), 'UTC', w.locale);
const whenAt = (w: Words, iso: string, timeZone: string) => {
  const at = new Date(iso);
  return w.t('when', { day: dayIn(at, timeZone, w.locale), time: timeIn(at, timeZone, w.locale) });
};
const count = (w: Words, key: string, n: number) => w.t(`counts.${key}`, { count: n });

/** The subject and text of one kind, filled with the same values. */
const texts = (w: Words, kind: string, vars: Record<string, unknown>): MessageText => ({ subject: w.t(`${kind}.subject`, vars), text: w.t(`${kind}.text`, vars) });

const bookingVars = (w: Words, p: BookingPayload) => ({ gym: p.gymName, when: whenAt(w, p.slotAt, p.timezone), code: p.code, pass: passName(w, p.passType) });

function confirmed(w: Words, p: BookingPayload): MessageText {
  const pay = w.t(p.paymentStatus === 'paid' ? 'booking_confirmed.paidOnline' : 'booking_confirmed.payAtGym', { amount: rupees(w, p.amountPaise) });
  return texts(w, 'booking_confirmed', { ...bookingVars(w, p), pay });
}

function refundNote(w: Words, p: BookingPayload): string {
  if (p.paymentStatus !== 'refunded') return w.t('booking_cancelled.nothingCharged');
  return w.t(p.paymentMethod === 'online' ? 'booking_cancelled.refundOnline' : 'booking_cancelled.refundAtGym', { amount: rupees(w, p.amountPaise) });
}

function cancelled(w: Words, p: BookingPayload): MessageText {
  const by = w.t(p.by === 'gym' ? 'booking_cancelled.byGym' : 'booking_cancelled.byMember');
  const reason = p.reason ? w.t('booking_cancelled.reason', { reason: p.reason }) : '';
  return texts(w, 'booking_cancelled', { ...bookingVars(w, p), by, reason, refund: refundNote(w, p) });
}

function paymentReceived(w: Words, p: PaymentPayload): MessageText {
  const receipt = p.receiptNumber ? w.t('payment_received.receiptNumbered', { number: p.receiptNumber, url: p.receiptUrl }) : w.t('payment_received.receipt', { url: p.receiptUrl });
  return texts(w, 'payment_received', { ...bookingVars(w, p), amount: rupees(w, p.paidPaise), receipt });
}

function rescheduled(w: Words, p: BookingPayload): MessageText {
  const was = p.previousSlotAt ? w.t('booking_rescheduled.was', { when: whenAt(w, p.previousSlotAt, p.timezone) }) : '';
  return texts(w, 'booking_rescheduled', { ...bookingVars(w, p), was });
}

function classText(w: Words, kind: 'class_promoted' | 'class_cancelled' | 'class_moved', p: ClassPayload): MessageText {
  const vars = { title: p.title, gym: p.gymName, when: whenAt(w, p.startsAt, p.timezone) };
  if (kind === 'class_cancelled') return texts(w, kind, { ...vars, reason: p.reason ? w.t('class_cancelled.reason', { reason: p.reason }) : '' });
  if (kind === 'class_moved') return texts(w, kind, { ...vars, was: p.previousStartsAt ? w.t('class_moved.was', { when: whenAt(w, p.previousStartsAt, p.timezone) }) : '' });
  return texts(w, kind, vars);
}

function trainerClassText(w: Words, kind: 'trainer_class_cancelled' | 'trainer_class_moved' | 'class_full', p: TrainerClassPayload): MessageText {
  const vars = { title: p.title, gym: p.gymName, when: whenAt(w, p.startsAt, p.timezone) };
  if (kind === 'trainer_class_cancelled') return texts(w, kind, { ...vars, reason: p.reason ? w.t(`${kind}.reason`, { reason: p.reason }) : '' });
  if (kind === 'class_full') return texts(w, kind, { ...vars, booked: w.t('class_full.booked', { count: p.capacity ?? 0 }) });
  const was = p.previousStartsAt ? w.t(`${kind}.was`, { when: whenAt(w, p.previousStartsAt, p.timezone) }) : '';
  const { subject, text } = texts(w, kind, { ...vars, was });
  return { subject, text: p.change === 'assigned' || p.change === 'unassigned' ? w.t(`${kind}.${p.change}`, vars) : text };
}

function passEnding(w: Words, p: PassEndingPayload): MessageText {
  return texts(w, 'pass_ending', { pass: passName(w, p.passType), gym: p.gymName, code: p.code, last: calendarDay(w, p.endDate), daysLeft: count(w, 'day', p.daysLeft), url: p.renewUrl });
}

function renewalNotice(w: Words, p: RenewalNoticePayload): MessageText {
  const vars = { pass: passName(w, p.passType), gym: p.gymName, code: p.code, date: calendarDay(w, p.debitOn), amount: rupees(w, p.amountPaise), reference: p.reference, skipUrl: p.skipUrl, stopUrl: p.stopUrl, payUrl: p.payUrl };
  return { subject: w.t('renewal_notice.subject', vars), text: w.t(p.payUrl ? 'renewal_notice.textByLink' : 'renewal_notice.text', vars) };
}

function renewalFailed(w: Words, p: RenewalFailedPayload): MessageText {
  const vars = { pass: passName(w, p.passType), gym: p.gymName, code: p.code, amount: rupees(w, p.amountPaise), date: p.nextTryOn ? calendarDay(w, p.nextTryOn) : '', url: p.renewUrl };
  return { subject: w.t('renewal_failed.subject', vars), text: w.t(p.nextTryOn ? 'renewal_failed.text' : 'renewal_failed.textEnded', vars) };
}

function ownerActivity(w: Words, p: OwnerActivityPayload): MessageText {
  const end = new Date(p.windowEnd);
  const start = new Date(end.getTime() - 15 * 60_000);
  const parts = [p.booked ? count(w, 'newBooking', p.booked) : '', p.cancelled ? count(w, 'cancellation', p.cancelled) : ''].filter(Boolean);
  const counts = parts.length === 2 ? w.t('owner_activity.and', { first: parts[0], second: parts[1] }) : (parts[0] ?? '');
  return texts(w, 'owner_activity', { gym: p.gymName, counts, from: timeIn(start, p.timezone, w.locale), to: timeIn(end, p.timezone, w.locale), day: dayIn(start, p.timezone, w.locale), code: p.lastCode });
}

/** an SMS carries this much of an announcement's message; the app and e-mail keep it whole */
export const SMS_ANNOUNCEMENT_MAX = 300;
const trimmed = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

function announcement(w: Words, p: AnnouncementPayload, channel?: MessageChannel): MessageText {
  const message = channel === 'sms' ? trimmed(p.message, SMS_ANNOUNCEMENT_MAX) : p.message;
  return texts(w, 'announcement', { gym: p.gymName, title: p.title, message });
}

function dailySummary(w: Words, p: DailySummaryPayload): MessageText {
  return texts(w, 'owner_daily_summary', {
    gym: p.gymName,
    day: calendarDay(w, p.date),
    bookings: count(w, 'booking', p.bookingsToday),
    visits: count(w, 'visit', p.visitsYesterday),
    earnings: rupees(w, p.earningsYesterdayPaise),
  });
}

function platformNotice(w: Words, p: PlatformNoticePayload): MessageText {
  const subject = w.t('platform_notice.subject');
  if ('text' in p) return { subject, text: p.text };
  return { subject, text: w.t(`platform_notice.${p.notice}`, { ...p }) };
}

function staffInvited(w: Words, p: StaffInvitedPayload): MessageText {
  return texts(w, 'staff_invited', { by: p.by, gym: p.gymName, role: w.t(`staff_invited.roles.${p.role}`), url: p.signInUrl });
}

/** How to stop, on the channels a person can turn off (SMS carries service messages only, the app is their own list). */
const stopLines = (w: Words): Partial<Record<MessageChannel, string>> => ({ whatsapp: w.t('stop.whatsapp'), email: w.t('stop.email') });
const STOPS = new Map(Object.values(WORDS).map((w) => [w, stopLines(w)]));
/** The English ones. */
export const STOP_LINES = STOPS.get(WORDS.en)!;

function drawn(w: Words, kind: MessageKind, payload: unknown, channel?: MessageChannel): MessageText {
  if (kind === 'announcement') return announcement(w, payload as AnnouncementPayload, channel);
  if (kind === 'owner_daily_summary') return dailySummary(w, payload as DailySummaryPayload);
  if (kind === 'platform_notice') return platformNotice(w, payload as PlatformNoticePayload);
  if (kind === 'staff_invited') return staffInvited(w, payload as StaffInvitedPayload);
  if (kind === 'owner_activity') return ownerActivity(w, payload as OwnerActivityPayload);
  if (kind === 'pass_ending') return passEnding(w, payload as PassEndingPayload);
  if (kind === 'renewal_notice') return renewalNotice(w, payload as RenewalNoticePayload);
  if (kind === 'renewal_failed') return renewalFailed(w, payload as RenewalFailedPayload);
  if (kind === 'class_promoted' || kind === 'class_cancelled' || kind === 'class_moved') return classText(w, kind, payload as ClassPayload);
  if (kind === 'trainer_class_cancelled' || kind === 'trainer_class_moved' || kind === 'class_full') return trainerClassText(w, kind, payload as TrainerClassPayload);
  if (kind === 'payment_received') return paymentReceived(w, payload as PaymentPayload);
  const p = payload as BookingPayload;
  if (kind === 'booking_confirmed') return confirmed(w, p);
  if (kind === 'booking_cancelled') return cancelled(w, p);
  if (kind === 'booking_rescheduled') return rescheduled(w, p);
  return texts(w, 'booking_reminder', bookingVars(w, p));
}

/** The sign-in code's SMS in the language the sign-in screen shows (no account is looked up to send it). */
export const signInCodeText = (code: string, minutes: number, language: Language): string =>
  wordsIn(language).t('sign_in_code.text', { code, minutes });

/**
 * The subject (e-mail) and text of a message of `kind` drawn from its payload in `language` (the recipient's
 * users.language, read with the recipient; English when unknown), with the channel's way to stop.
 */
export function renderMessage(kind: MessageKind, payload: unknown, channel?: MessageChannel, language?: string | null): MessageText {
  const w = wordsIn(language);
  const message = drawn(w, kind, payload, channel);
  const stop = channel && STOPS.get(w)?.[channel];
  return stop ? { ...message, text: `${message.text}\n${stop}` } : message;
}
