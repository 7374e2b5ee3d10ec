export * from './domain/index.js';
export * from './errors.js';
export * from './limits.js';
export * from './locales.js';
export * from './roles.js';
export * from './routes.js';
export * from './status.js';
