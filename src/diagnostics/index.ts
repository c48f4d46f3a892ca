// Public surface of the diagnostics module.
export * from './types.js';
export * from './codes.js';
export * from './create.js';
export * from './format.js';
