export { ChangePasswordForm } from './components/change-password-form';
export { SessionsCard } from './components/sessions-card';
