import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '@contract/endpoints';
import { paymentMessages } from '@contract/bookings/payments';
import { badRequest } from '../../../plugins/app/errors';
import { requireIdempotencyKey } from '../../../shared/idempotency';
import { deskActorOf } from '../../../shared/desk-actor';
import { defineRoute } from '../../../routes/define-route';

const rawBodies = new WeakMap<FastifyRequest, string>();
const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** payments.php: the test gateway's checkout, Razorpay's answer and webhooks, history, desk payments, receipts. */
export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.payments;

  defineRoute(app, endpoints.testPay, async ({ body, user }) => service.testPay(user.id, body));
  defineRoute(app, endpoints.testMandate, async ({ body, user }) => app.services.autoRenew.testMandate(user.id, body));
  defineRoute(app, endpoints.verifyPayment, async ({ body, user }) => service.verify(user.id, body));

  defineRoute(app, endpoints.paymentHistory, async ({ query, user }) => ({ message: paymentMessages.historyLoaded, data: await service.history(user.id, query) }));

  defineRoute(app, endpoints.paymentEarnings, async ({ query, user }) => ({ message: paymentMessages.earningsLoaded, data: await service.earnings(user.id, query) }));
  defineRoute(app, endpoints.gymPayments, async ({ query, user }) => ({ message: paymentMessages.historyLoaded, data: await service.ofGyms(user.id, query) }));

  defineRoute(app, endpoints.markPaid, async ({ body, user, request }) => {
    const key = requireIdempotencyKey(request.headers['idempotency-key']);
    return service.markPaid(user.id, body, key, deskActorOf(user));
  });

  defineRoute(app, endpoints.paymentReceipt, async ({ query, user }) => ({ message: paymentMessages.receiptLoaded, data: await service.receipt(user, query.paymentId) }));

  // The webhook's signature covers the exact bytes sent, so this route keeps them beside the parsed body.
  await app.register(async (raw) => {
    const parseJson = raw.getDefaultJsonParser('error', 'error');
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      rawBodies.set(request, text);
      if (text.trim() === '') return done(null, {});
      return parseJson(request, text, (err, parsed) => (err ? done(badRequest('Request body is not valid JSON')) : done(null, parsed)));
    });
    defineRoute(raw, endpoints.paymentWebhook, async ({ request }) => {
      const { applied } = await service.webhook(rawBodies.get(request) ?? '', header(request, 'x-razorpay-signature'), header(request, 'x-razorpay-event-id'));
      return { message: applied ? paymentMessages.webhookApplied : paymentMessages.webhookDuplicate };
    });
  });
}
