// What the server's Hono apps share: their bindings, and headers set on an answer without copying it.
import type { HttpBindings } from '@hono/node-server';

export type Env = { Bindings: HttpBindings; Variables: { file: string } };

/**
 * The answer with `headers` (only those it lacks, with `onlyMissing`), set in place when its headers can change: no
 * copy of the answer per header, as Hono's c.header() makes once a response is final.
 */
export function withHeaders(response: Response, headers: Record<string, string>, onlyMissing = false): Response {
  const wanted = Object.entries(headers).filter(([name]) => !(onlyMissing && response.headers.has(name)));
  if (!wanted.length) return response;
  let out = response;
  try {
    for (const [name, value] of wanted) out.headers.set(name, value);
  } catch {
    out = new Response(response.body, response); // Response.redirect()'s headers are immutable
    for (const [name, value] of wanted) out.headers.set(name, value);
  }
  return out;
}
