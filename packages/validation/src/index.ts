export * from './rules';
export * from './constraints';
export * from './form-state';
export * from './server-errors';
export * from './toasts';
export * from './modals';
export * from './forms';
export * from './phone';
