// Runtime configuration of the server (the functions, the outbox sender and the local server): this process's
// settings (src/settings/), read and validated once when this module loads, with SITE_ENV=production's
// requirements. Every error names the variable and what was expected.
// Tests and benches build one from an environment object: readSettings(env, 'server').server.
import { settings, type ServerSettings } from '../../../src/settings/index.ts';

/** The validated settings the functions, the outbox sender and the local server use. */
export type Config = ServerSettings;

/** The configuration of this process. */
export const config: Config = settings('server').server;
