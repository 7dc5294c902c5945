export { CompareGymsPage as Component } from '@/features/gyms/components/compare-gyms-page';
