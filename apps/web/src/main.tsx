import '@fontsource-variable/nunito';
import '@fontsource-variable/inter';
import './styles.css';
import { mount } from './app/mount';

mount(document);
