export { WinnersBoard } from './components/winners-board';
