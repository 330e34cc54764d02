// Moved to visits.ts (one file per table); kept until functions/visit.ts and functions/_lib/maintenance.ts import
// from there.
export { eraseVisitHashesBefore, insertVisit } from './visits.ts';
