export { OwnerLayout as Component } from '@/components/layouts/owner-layout';
