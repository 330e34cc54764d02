// Moved to mairies.ts (one file per table); kept until functions/{reviews,nearest,contact-mairie,reports}.ts
// import from there.
export { getMairieCard } from './mairies.ts';
