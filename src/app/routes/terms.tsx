export { TermsPage as Component } from '@/features/legal/components/policy-page';
