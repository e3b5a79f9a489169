export { ChangePasswordForm } from './components/change-password-form';
export { SessionsCard } from './components/sessions-card';
export { DownloadDataCard } from './components/download-data-card';
export { DeleteAccountCard } from './components/delete-account-card';
