import { PaymentsHistoryPage } from '@/features/bookings/components/payments/payments-history-page';

export const Component = PaymentsHistoryPage;
