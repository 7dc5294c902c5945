import type { PaymentProvider } from '../../providers/payments';
import { handedIn } from './handed-in';

declare module 'fastify' {
  interface FastifyInstance {
    /** the payment gateway PAYMENT_PROVIDER names */
    payments: PaymentProvider;
  }
}

/** The gateway buildApp was given (a test's own, or the configured one). */
export const paymentsPlugin = handedIn('payments');
