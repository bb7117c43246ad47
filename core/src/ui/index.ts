export * from './dialogs';
export * from './toasts';
