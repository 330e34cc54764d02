// Every form schema, for islands and functions alike.
export * from './add-mairie.ts';
export * from './contact-mairie.ts';
export * from './contact-reasons.ts';
export * from './contact.ts';
export * from './fields.ts';
export * from './limits.ts';
export * from './follow-up.ts';
export * from './messages.ts';
export * from './nearest.ts';
export * from './refund.ts';
export * from './report.ts';
export * from './reviews-query.ts';
export * from './visit.ts';
export * from './validate.ts';
