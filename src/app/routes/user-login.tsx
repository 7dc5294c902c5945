// LoginPage itself sends a signed-in visitor on (their ?redirect= or home), after any profile step.
export { LoginPage as Component } from '@/features/auth/components/login-page';
