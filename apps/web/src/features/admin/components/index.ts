// The admin console's page components (for the lazy /admin page; the light core is in ../index.ts).
export { AdminConsole } from './admin-console';
