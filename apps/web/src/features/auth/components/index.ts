export { AuthLayout } from './auth-layout';
export { brandCopy } from './brand-copy';
export { ForgotPasswordForm } from './forgot-password-form';
export { LoginForm } from './login-form';
export { ResetPasswordForm } from './reset-password-form';
export { SignupForm } from './signup-form';
export { VerifyBanner } from './verify-banner';
export { VerifyEmailBanner } from './verify-email-banner';
export { VerifyEmailPanel } from './verify-email-panel';
// The password input lives with the shared form controls; account forms import it from here.
export { PasswordInput } from '@/components/ui/password-input';
