export { PrivacyPage as Component } from '@/features/legal/components/policy-page';
