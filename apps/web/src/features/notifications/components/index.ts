// The /notifications page's parts (docs/product/notifications.md), loaded with the page.
export { NotificationsView } from './notifications-view';
