export { PublicLayout as Component } from '@/components/layouts/public-layout';
