import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentProvider } from '../../providers/payments';

declare module 'fastify' {
  interface FastifyInstance {
    /** the payment gateway PAYMENT_PROVIDER names */
    payments: PaymentProvider;
  }
}

/** The gateway buildApp was given (a test's own, or the configured one). */
export const paymentsPlugin = fp(
  async (app: FastifyInstance, { payments }: { payments: PaymentProvider }) => {
    app.decorate('payments', payments);
  },
  { name: 'payments' },
);
