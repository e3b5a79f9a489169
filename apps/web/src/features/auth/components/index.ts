export { AuthLayout } from './auth-layout';
export { brandCopy } from './brand-copy';
export { ForgotPasswordForm } from './forgot-password-form';
export { LoginForm } from './login-form';
export { ResetPasswordForm } from './reset-password-form';
export { SignupForm } from './signup-form';
export { VerifyEmailBanner } from './verify-email-banner';
export { PasswordInput } from './password-input';
