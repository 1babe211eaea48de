export * from './token-types';
export * from './limits';
export * from './networks';
