// The named terms of the domain, as plain values without zod: the respondent bundle imports them.
export * from './question-types.js';
export * from './roles.js';
export * from './survey-status.js';
export * from './builder-problems.js';
export * from './texts.js';
