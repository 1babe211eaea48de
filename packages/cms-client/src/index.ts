export * from './client';
export * from './collection-store';
export * from './content-queries';
export * from './errors';
export * from './posts-api';
export * from './query';
export * from './secrets';
