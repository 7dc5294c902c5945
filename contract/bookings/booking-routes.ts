// Bookings and payments: beside routes.ts, since only lazy member and owner screens call them.
import { route } from '../routes';

export const bookingRoutes = {
  bookingSlots: route({ method: 'GET', resource: 'bookings', action: 'slots', auth: 'public' }),
  /** header Idempotency-Key required */
  createBooking: route({ method: 'POST', resource: 'bookings', action: 'create', auth: 'member' }),
  myBookings: route({ method: 'GET', resource: 'bookings', action: 'mine', auth: 'member' }),
  /** the member dashboard: next booking, counts */
  bookingSummary: route({ method: 'GET', resource: 'bookings', action: 'summary', auth: 'member' }),
  getBooking: route({ method: 'GET', resource: 'bookings', action: 'get', auth: 'member' }),
  cancelBooking: route({ method: 'POST', resource: 'bookings', action: 'cancel', auth: 'member' }),
  rescheduleBooking: route({ method: 'POST', resource: 'bookings', action: 'reschedule', auth: 'member' }),
  gymBookings: route({ method: 'GET', resource: 'bookings', action: 'gym', auth: 'gym_owner' }),
  setBookingStatus: route({ method: 'POST', resource: 'bookings', action: 'set-status', auth: 'gym_owner' }),
  bookingByCode: route({ method: 'GET', resource: 'bookings', action: 'get-by-code', auth: 'gym_owner' }),
  testPay: route({ method: 'POST', resource: 'payments', action: 'test-pay', auth: 'member' }),
  /** the test gateway's mandate screen (issue 39): authorise or decline; refused like test-pay with another gateway */
  testMandate: route({ method: 'POST', resource: 'payments', action: 'test-mandate', auth: 'member' }),
  verifyPayment: route({ method: 'POST', resource: 'payments', action: 'verify', auth: 'member' }),
  /** raw body, X-Razorpay-Signature checked; no bearer token */
  paymentWebhook: route({ method: 'POST', resource: 'payments', action: 'webhook', auth: 'public' }),
  paymentHistory: route({ method: 'GET', resource: 'payments', action: 'history', auth: 'member' }),
  /** owner: earnings of one gym or all their gyms (today, this month, a range; per gym, per pass, per day) */
  paymentEarnings: route({ method: 'GET', resource: 'payments', action: 'earnings', auth: 'gym_owner' }),
  /** owner: the payments of their gyms, filtered and paged */
  gymPayments: route({ method: 'GET', resource: 'payments', action: 'gym', auth: 'gym_owner' }),
  /** header Idempotency-Key required */
  markPaid: route({ method: 'POST', resource: 'payments', action: 'mark-paid', auth: 'gym_owner' }),
  /** the member who paid, or the owner of the gym paid */
  paymentReceipt: route({ method: 'GET', resource: 'payments', action: 'receipt', auth: 'user' }),
} as const;

export type BookingRouteName = keyof typeof bookingRoutes;
