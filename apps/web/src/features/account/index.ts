export { ChangePasswordForm } from './components/change-password-form';
export { SessionsCard } from './components/sessions-card';
export { DownloadDataCard } from './components/download-data-card';
export { DeleteAccountCard } from './components/delete-account-card';
export { ChangeEmailForm } from './components/change-email-form';
export { MailPreferencesCard } from './components/mail-preferences-card';
export { MailUnsubscribePanel } from './components/mail-unsubscribe-panel';
