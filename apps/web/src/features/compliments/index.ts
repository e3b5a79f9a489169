// AI compliments (docs/product/ai.md): the pet detail page mounts the button, the battle cards the
// sheet.
export { ComplimentButton } from './components/compliment-button';
export { ComplimentSheetButton } from './components/compliment-sheet';
