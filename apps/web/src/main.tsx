import './styles.css';
import { mount } from './app/mount';

mount(document);
