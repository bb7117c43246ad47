export * from './dialogs';
export * from './toasts';
export * from './sticky-header.rules';
