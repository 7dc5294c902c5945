/** What the bookings domain offers the rest of the server; everything else in this folder is its own. */
export { applyClock, autoRenewOf, bookingColumns, markPaymentPaid, type BookingRow, type BookingWithGym, endUpgradedPass, frozenUntil, issueReceiptNumber, loadBooking, newBookingCode, notFrozenOn, selectBookings } from './booking-records';
export { activePlan, createBookingService, findBookingByCode, findBookingValidToday } from './booking-service';
export { activeGym } from './booking-slots';
export { createDashboardService } from './dashboard-service';
export { createMemberService } from './member-service';
export { createPaymentService } from './payment-service';
export { createPromoService } from './promo-service';
export { createRefunds, type Refunds } from './refunds';
