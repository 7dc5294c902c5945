import type { PaymentOrder } from '@contract/bookings/bookings';
import { ApiError } from '@/lib/api';

/** Razorpay's own script; the server's CSP allows this origin only when PAYMENT_PROVIDER=razorpay. */
const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

type RazorpayAnswer = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
type RazorpayInstance = { open(): void; on(event: 'payment.failed', handler: (e: { error?: { description?: string } }) => void): void };
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

let loading: Promise<RazorpayConstructor> | undefined;

/** Loads checkout.js once, on the first payment, never with the page. */
function loadRazorpay(): Promise<RazorpayConstructor> {
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => {
      const ctor = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (ctor) resolve(ctor);
      else reject(new ApiError('Razorpay could not be opened. Please try again.'));
    };
    script.onerror = () => {
      loading = undefined;
      reject(new ApiError('Razorpay could not be opened. Please try again.'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Opens Razorpay Checkout for an order; resolves with what the server verifies, rejects when the payment fails or is dismissed. */
export async function openRazorpayCheckout({ order, description, contact }: { order: PaymentOrder; description: string; contact: string | undefined }) {
  const Razorpay = await loadRazorpay();
  return new Promise<{ orderId: string; paymentId: string; signature: string }>((resolve, reject) => {
    const checkout = new Razorpay({
      key: order.keyId,
      amount: order.amountPaise,
      currency: order.currency,
      order_id: order.orderId,
      name: 'Gymkhana',
      description,
      prefill: contact ? { contact } : undefined,
      handler: (answer: RazorpayAnswer) =>
        resolve({ orderId: answer.razorpay_order_id, paymentId: answer.razorpay_payment_id, signature: answer.razorpay_signature }),
      modal: { ondismiss: () => reject(new ApiError('Booking failed. Please try again.')) },
    });
    checkout.on('payment.failed', (e) => reject(new ApiError(e.error?.description ?? 'Booking failed. Please try again.')));
    checkout.open();
  });
}

/**
 * Razorpay Checkout's recurring authorisation of a mandate (issue 39): the token's limits are on the order; the server
 * learns the token from the signed token.confirmed webhook, so the answer here only says the member finished.
 */
export async function openRazorpayMandate({ checkout, description }: { checkout: { orderId: string; keyId: string; customerId: string }; description: string }) {
  const Razorpay = await loadRazorpay();
  return new Promise<void>((resolve, reject) => {
    const razorpay = new Razorpay({
      key: checkout.keyId,
      order_id: checkout.orderId,
      customer_id: checkout.customerId,
      recurring: '1',
      name: 'Gymkhana',
      description,
      handler: () => resolve(),
      modal: { ondismiss: () => reject(new ApiError('The mandate was not authorised.')) },
    });
    razorpay.on('payment.failed', (e) => reject(new ApiError(e.error?.description ?? 'The mandate was not authorised.')));
    razorpay.open();
  });
}
