export * from './rules';
export * from './messages';
export * from './schema';
export * from './server-errors';
export * from './toasts';
export * from './modals';
export * from './forms';
export * from './phone';
