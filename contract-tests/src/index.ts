export { shapeOf, type Shape } from './body-shape';
export { loadRecordings, RECORDINGS_DIR } from './recordings.store';
