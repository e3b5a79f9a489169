// First: zod's configuration must be set before zod is evaluated.
import './lib/zod-without-eval';
import './styles.css';
import { mount } from './app/mount';
import { registerServiceWorker } from './lib/service-worker';

mount(document);
registerServiceWorker();
