export * from './locales';
export * from './paths';
export * from './routes';
export * from './catalogue';
export * from './preview';
export * from './translation-status';
