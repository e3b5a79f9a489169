// The notifications feature's light core (docs/product/notifications.md): the bell, in the
// navigation bar of every page. The page's list and settings are in ./components, loaded with it.
export { NotificationBell } from './components/notification-bell';
export { notificationKeys } from './api/keys';
