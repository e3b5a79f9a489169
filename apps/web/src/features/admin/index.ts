// The admin feature's light core: the user menu (first bundle) shows the Admin entry with the
// number of items waiting. The console itself is in ./components, loaded with the /admin page.
export { adminKeys } from './api/keys';
export { useAdminSummary } from './hooks/use-admin-summary';
