import { TrainersPage } from '@/features/trainers/components/trainers-page';

export const Component = TrainersPage;
