import { PaymentsHistoryPage } from '@/features/bookings/components/payments-history-page';

export const Component = PaymentsHistoryPage;
