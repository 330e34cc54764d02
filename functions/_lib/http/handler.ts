// The contract of every function: a Web Request in, a Response out, as Netlify Functions v2 call it (and the local
// server, scripts/server/, the same way).
import type { FunctionContext } from './visitor.ts';

export type Handler = (req: Request, context?: FunctionContext) => Promise<Response>;
