import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PaymentProviderName } from '@contract/bookings/payments';
import type { Config } from '../config';

/** A payment gateway as the booking flow needs it; amounts are paise. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** the public key the browser's checkout needs (Razorpay key id); none for the test gateway */
  readonly publicKeyId?: string;
  createOrder(input: { amountPaise: number; receipt: string }): Promise<{ orderId: string }>;
  /** `idempotencyKey` is our payment's id: asked again after a lost answer, the gateway refunds once */
  refund(input: { paymentId: string; amountPaise: number; idempotencyKey: string }): Promise<{ refundId: string }>;
  /** the checkout's answer: HMAC-SHA256 of "order_id|payment_id" with the key secret */
  verifyCheckout(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** a webhook: HMAC-SHA256 of the raw body with the webhook secret */
  verifyWebhook(rawBody: string, signature: string): boolean;
  /** issue 39: registers an e-mandate for the member to authorise (razorpay: a customer and an authorisation order) */
  createMandate(input: MandateRequest): Promise<{ providerMandateId: string; customerId?: string }>;
  /**
   * Debits an authorised mandate. `idempotencyKey` is one per booking and cycle: asked again (a crash after the answer,
   * another replica), the gateway answers the first debit's payment and never takes the money twice.
   */
  debitMandate(input: MandateDebit): Promise<DebitResult>;
  /** Cancels the mandate at the gateway: no debit can follow. */
  revokeMandate(input: { providerMandateId: string; customerId: string | null; tokenId: string | null }): Promise<void>;
}

export type MandateRequest = { mandateId: string; maxAmountPaise: number; frequency: 'monthly' | 'quarterly' | 'yearly'; validUntil: string; member: { mobile: string; email: string | null; name: string } };
export type MandateDebit = { tokenId: string; customerId: string | null; amountPaise: number; idempotencyKey: string; member: { mobile: string; email: string | null }; description: string };
export type DebitResult = { status: 'captured'; paymentId: string } | { status: 'failed'; reason: string };

export const randomId = (prefix: string) => `${prefix}_${randomBytes(10).toString('base64url')}`;

export const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** Constant-time comparison of a hex signature against the expected one. */
function signatureMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The test gateway's token for a mandate authorised on its screen: whether its debits succeed is in the token itself. */
export const testMandateToken = (debits: 'succeed' | 'fail') => randomId(`token_test_${debits}`);

/**
 * Offline gateway: orders and refunds succeed at once; the app's own checkout says whether the payment does. A
 * mandate's debits succeed or fail as its token says; a captured debit's payment id follows from its key, so the same
 * key asked twice is the same payment (never a second charge, even after a restart).
 */
export function createTestGateway(): PaymentProvider {
  return {
    name: 'test',
    createOrder: async () => ({ orderId: randomId('order_test') }),
    refund: async () => ({ refundId: randomId('rfnd_test') }),
    verifyCheckout: () => false,
    verifyWebhook: () => false,
    createMandate: async () => ({ providerMandateId: randomId('mandate_test') }),
    async debitMandate({ tokenId, idempotencyKey }) {
      if (tokenId.startsWith('token_test_fail')) return { status: 'failed', reason: 'declined by the test gateway' };
      return { status: 'captured', paymentId: `pay_test_${createHash('sha256').update(idempotencyKey).digest('base64url').slice(0, 20)}` };
    },
    revokeMandate: async () => undefined,
  };
}

/** The gateway answered and said no (4xx: a declined debit); anything else (5xx, a lost answer) is an outcome unknown. */
export class GatewayRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export type RazorpayKeys = { keyId: string; keySecret: string; webhookSecret: string };
type Fetch = typeof fetch;

const RAZORPAY_API = 'https://api.razorpay.com/v1';

/** Razorpay: Orders API and refunds over HTTPS with basic auth; checkout and webhook signatures verified here. */
export function createRazorpayGateway(keys: RazorpayKeys, fetchImpl: Fetch = fetch): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;
  async function call<T>(path: string, body?: object, method = 'POST'): Promise<T> {
    const res = await fetchImpl(`${RAZORPAY_API}${path}`, {
      method,
      headers: { authorization: auth, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok) throw new GatewayRefused(`Razorpay ${path} answered ${res.status}`, res.status);
    return (await res.json()) as T;
  }
  return {
    name: 'razorpay',
    publicKeyId: keys.keyId,
    async createOrder({ amountPaise, receipt }) {
      const order = await call<{ id: string }>('/orders', { amount: amountPaise, currency: 'INR', receipt });
      return { orderId: order.id };
    },
    // Razorpay refuses a refund beyond the captured amount, so a repeated full refund fails rather than pays twice.
    async refund({ paymentId, amountPaise, idempotencyKey }) {
      const refund = await call<{ id: string }>(`/payments/${encodeURIComponent(paymentId)}/refund`, { amount: amountPaise, receipt: idempotencyKey });
      return { refundId: refund.id };
    },
    verifyCheckout: ({ orderId, paymentId, signature }) => signatureMatches(hmacHex(keys.keySecret, `${orderId}|${paymentId}`), signature),
    verifyWebhook: (rawBody, signature) => signatureMatches(hmacHex(keys.webhookSecret, rawBody), signature),
    ...razorpayMandates(call),
  };
}

type RazorpayCall = <T>(path: string, body?: object, method?: string) => Promise<T>;
type RazorpayOrder = { id: string; status: string };
type RazorpayPayment = { id: string; status: string; error_description?: string };

/**
 * Razorpay recurring payments: a customer, an authorisation order with the token's limits (Checkout with recurring=1
 * authorises it; the `token.confirmed` webhook names the token), then one order per booking and cycle (its receipt the
 * idempotency key) debited with /payments/create/recurring. An order is paid at most once, so asking again for a key
 * whose order is paid answers that payment.
 */
function razorpayMandates(call: RazorpayCall): Pick<PaymentProvider, 'createMandate' | 'debitMandate' | 'revokeMandate'> {
  const toUnix = (date: string) => Math.floor(new Date(`${date}T00:00:00Z`).getTime() / 1000);
  async function orderFor(key: string, amountPaise: number): Promise<RazorpayOrder> {
    const found = await call<{ items: RazorpayOrder[] }>(`/orders?receipt=${encodeURIComponent(key)}`, undefined, 'GET');
    return found.items[0] ?? (await call<RazorpayOrder>('/orders', { amount: amountPaise, currency: 'INR', receipt: key, payment_capture: 1 }));
  }
  return {
    async createMandate({ mandateId, maxAmountPaise, frequency, validUntil, member }) {
      const customer = await call<{ id: string }>('/customers', { name: member.name, contact: member.mobile, ...(member.email ? { email: member.email } : {}), fail_existing: '0' });
      const order = await call<{ id: string }>('/orders', {
        amount: 0,
        currency: 'INR',
        customer_id: customer.id,
        receipt: mandateId,
        token: { max_amount: maxAmountPaise, expire_at: toUnix(validUntil), frequency: frequency === 'monthly' ? 'monthly' : frequency === 'quarterly' ? 'quarterly' : 'yearly' },
      });
      return { providerMandateId: order.id, customerId: customer.id };
    },
    async debitMandate({ tokenId, customerId, amountPaise, idempotencyKey, member, description }) {
      const order = await orderFor(idempotencyKey, amountPaise);
      if (order.status === 'paid') {
        const paid = await call<{ items: RazorpayPayment[] }>(`/orders/${encodeURIComponent(order.id)}/payments`, undefined, 'GET');
        const captured = paid.items.find((p) => p.status === 'captured');
        if (captured) return { status: 'captured', paymentId: captured.id };
      }
      try {
        const payment = await call<{ razorpay_payment_id: string }>('/payments/create/recurring', {
          email: member.email ?? undefined,
          contact: member.mobile,
          amount: amountPaise,
          currency: 'INR',
          order_id: order.id,
          customer_id: customerId,
          token: tokenId,
          recurring: '1',
          description,
        });
        return { status: 'captured', paymentId: payment.razorpay_payment_id };
      } catch (error) {
        // Only a refusal is a failed debit; a lost answer is asked again (same order) once the claim's lease ends.
        if (error instanceof GatewayRefused && error.status >= 400 && error.status < 500) return { status: 'failed', reason: error.message };
        throw error;
      }
    },
    async revokeMandate({ customerId, tokenId }) {
      if (!customerId || !tokenId) return;
      await call(`/customers/${encodeURIComponent(customerId)}/tokens/${encodeURIComponent(tokenId)}/cancel`, undefined, 'PUT');
    },
  };
}

export function createPaymentProvider(config: Config): PaymentProvider {
  if (config.PAYMENT_PROVIDER === 'test') return createTestGateway();
  return createRazorpayGateway({
    keyId: config.RAZORPAY_KEY_ID!,
    keySecret: config.RAZORPAY_KEY_SECRET!,
    webhookSecret: config.RAZORPAY_WEBHOOK_SECRET!,
  });
}
