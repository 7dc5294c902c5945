import { placeholderScreen } from '@/components/layouts/placeholder-page';

export const Component = placeholderScreen('owner.trainers');
