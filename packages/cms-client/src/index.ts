export * from './client';
export * from './content-queries';
export * from './errors';
export * from './query';
