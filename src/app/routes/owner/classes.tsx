import { OwnerClassesPage } from '@/features/classes/components/owner-classes-page';

export const Component = OwnerClassesPage;
