export * from './check';
export * from './glyphs';
export * from './markdown';
export * from './messages';
export * from './rules';
export * from './safe-url';
export * from './site-needs';
