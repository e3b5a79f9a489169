export { ContactAside } from './components/contact-aside';
export { ContactForm } from './components/contact-form';
