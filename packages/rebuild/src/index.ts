export * from './scheduler';
export * from './releases';
export * from './status';
export * from './service';
export * from './http';
export * from './targets';
export * from './failure';
export * from './one-at-a-time';
