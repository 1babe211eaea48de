export * from './names';
export * from './paths';
