export * from './data-layer';
export * from './placeholders';
export * from './problems';
