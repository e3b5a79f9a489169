// AI compliments (docs/product/ai.md): the pet detail page and the battle cards mount the button.
export { ComplimentButton } from './components/compliment-button';
