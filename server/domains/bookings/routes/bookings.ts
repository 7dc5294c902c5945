import type { FastifyInstance } from 'fastify';
import { bookingMessages } from '@contract/bookings/bookings';
import { endpoints } from '@contract/endpoints';
import { requireIdempotencyKey } from '../../../shared/idempotency';
import { deskActorOf } from '../../../shared/desk-actor';
import { defineRoute } from '../../../routes/define-route';

/** bookings.php: slots, a member's bookings and their changes, an owner's bookings of their gyms. */
export async function bookingsRoutes(app: FastifyInstance): Promise<void> {
  const { bookings } = app.services;
  // Holds that lapsed while the server was down are released before the first request.
  app.addHook('onReady', async () => void (await bookings.settle()));

  defineRoute(app, endpoints.bookingSlots, async ({ query }) => ({
    message: bookingMessages.slotsLoaded,
    data: await bookings.slots(query.gymId, query.date),
  }));

  defineRoute(app, endpoints.createBooking, async ({ body, user, request }) => {
    const key = requireIdempotencyKey(request.headers['idempotency-key']);
    return bookings.create(user.id, body, key);
  });

  defineRoute(app, endpoints.myBookings, async ({ query, user }) => ({ message: bookingMessages.loaded, data: await bookings.mine(user.id, query) }));

  defineRoute(app, endpoints.bookingSummary, async ({ user }) => ({ message: bookingMessages.loaded, data: await bookings.summary(user.id) }));

  defineRoute(app, endpoints.getBooking, async ({ query, user }) => ({ message: bookingMessages.found, data: await bookings.get(user.id, query.bookingId) }));

  defineRoute(app, endpoints.cancelBooking, async ({ body, user }) => {
    const booking = await bookings.cancel(user.id, body.bookingId, body.reason);
    return { message: booking.paymentStatus === 'refunded' ? bookingMessages.cancelledRefunded : bookingMessages.cancelled, data: booking };
  });

  defineRoute(app, endpoints.rescheduleBooking, async ({ body, user }) => ({
    message: bookingMessages.rescheduled,
    data: await bookings.reschedule(user.id, body),
  }));

  defineRoute(app, endpoints.gymBookings, async ({ query, user }) => ({ message: bookingMessages.loaded, data: await bookings.ofGym(user.id, query) }));

  defineRoute(app, endpoints.setBookingStatus, async ({ body, user }) => ({
    message: body.status === 'completed' ? bookingMessages.completed : bookingMessages.cancelled,
    data: await bookings.setStatus(user.id, body, deskActorOf(user)),
  }));

  defineRoute(app, endpoints.bookingByCode, async ({ query, user }) => ({ message: bookingMessages.found, data: await bookings.byCode(user.id, query.code) }));
}
