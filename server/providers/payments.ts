import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
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
}

export const randomId = (prefix: string) => `${prefix}_${randomBytes(10).toString('base64url')}`;

export const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** Constant-time comparison of a hex signature against the expected one. */
function signatureMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Offline gateway: orders and refunds succeed at once; the app's own checkout says whether the payment does. */
export function createTestGateway(): PaymentProvider {
  return {
    name: 'test',
    createOrder: async () => ({ orderId: randomId('order_test') }),
    refund: async () => ({ refundId: randomId('rfnd_test') }),
    verifyCheckout: () => false,
    verifyWebhook: () => false,
  };
}

export type RazorpayKeys = { keyId: string; keySecret: string; webhookSecret: string };
type Fetch = typeof fetch;

const RAZORPAY_API = 'https://api.razorpay.com/v1';

/** Razorpay: Orders API and refunds over HTTPS with basic auth; checkout and webhook signatures verified here. */
export function createRazorpayGateway(keys: RazorpayKeys, fetchImpl: Fetch = fetch): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;
  async function call<T>(path: string, body: object): Promise<T> {
    const res = await fetchImpl(`${RAZORPAY_API}${path}`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok) throw new Error(`Razorpay ${path} answered ${res.status}`);
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
