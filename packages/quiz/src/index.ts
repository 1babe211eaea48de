export * from './rules';
export * from './score';
export * from './validate';
