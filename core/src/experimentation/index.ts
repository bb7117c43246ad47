export * from './experimentation.constants';
export * from './experience.rules';
export * from './segmentation.rules';
export * from './experimentation-input.validator';
