export * from './preview.constants';
export * from './preview-host.rules';
export * from './preview-controls.validator';
