import './fonts.css';
import './styles.css';
import { mount } from './app/mount';

mount(document);
