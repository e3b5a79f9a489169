export { NewsletterBox } from './components/newsletter-box';
export { NewsletterPopup } from './components/newsletter-popup';
export { NewsletterSection } from './components/newsletter-section';
export { ConfirmPanel } from './components/confirm-panel';
export { UnsubscribePanel } from './components/unsubscribe-panel';
export { holdNewsletterPopup, requestNewsletterPopup } from './popup-flag';
