// npm start on any Node: stops at once with one line when Node is too old to run the TypeScript scripts,
// else runs scripts/start.ts (migrate, import when empty, build, serve).
import { requireSupportedNode } from './node-version.mjs';

requireSupportedNode();
await import('./start.ts');
