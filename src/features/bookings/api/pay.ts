import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingRoutes } from '@contract/bookings/booking-routes';
import type { PaymentResult } from '@contract/bookings/payments';
import { endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

/** The test gateway's answer for an order: "success" (Pay) or "failure" (Fail). */
export async function testPay(orderId: string, outcome: 'success' | 'failure'): Promise<{ message: string; data: PaymentResult }> {
  const envelope = await callApi<PaymentResult>('POST', endpointPath(bookingRoutes.testPay), { orderId, outcome });
  return { message: envelope.message, data: dataOf(envelope) };
}

/** Razorpay Checkout's handler answer, checked by the server's HMAC. */
export async function verifyPayment(body: { orderId: string; paymentId: string; signature: string }): Promise<{ message: string; data: PaymentResult }> {
  const envelope = await callApi<PaymentResult>('POST', endpointPath(bookingRoutes.verifyPayment), body);
  return { message: envelope.message, data: dataOf(envelope) };
}

export function useTestPay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, outcome }: { orderId: string; outcome: 'success' | 'failure' }) => testPay(orderId, outcome),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });
}
