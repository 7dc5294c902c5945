/** What the services count for /metrics. The app's Prometheus registry implements it (plugins/app/metrics.ts); scripts and tests may pass none. */
export type PaymentOutcome = 'paid' | 'failed' | 'refunded' | 'paid_at_desk';

export type ServiceMetrics = {
  bookingCreated(): void;
  otpSent(): void;
  payment(outcome: PaymentOutcome): void;
};

export const noMetrics: ServiceMetrics = { bookingCreated: () => undefined, otpSent: () => undefined, payment: () => undefined };
