// npm start on any Node: npm runs it on the project's own Node 24 (node_modules/.bin first on the PATH); run
// directly on a Node too old for the TypeScript scripts, it hands over to that Node, or says to run `npm ci` first.
// Then scripts/start.ts: migrate, import when empty, build, serve.
import { requireSupportedNode } from './node-version.mjs';

requireSupportedNode();
await import('./start.ts');
