// AI compliments (SPEC §4 Compliment): the pet detail page and the battle cards mount the button.
export { ComplimentButton } from './components/compliment-button';
