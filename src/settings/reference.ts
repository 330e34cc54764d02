// docs/configuration.md, generated from the settings schema (npm run docs:config): each variable with its default,
// whether production requires it, and its meaning. src/settings/reference.test.ts fails when the file is stale.
import { AREAS, ALL_SETTINGS, META, type Area } from './schema.ts';

export const REFERENCE_FILE = 'docs/configuration.md';

const INTRO = `# Configuration

<!-- Generated from src/settings/schema.ts by \`npm run docs:config\`: edit the schema, not this file. -->

Every setting is an environment variable with a safe local default, read and checked by one module,
\`src/settings/\`: the build (\`astro.config.mjs\` passes the environment in), the pages (through \`astro:env\`,
declared in \`astro.config.mjs\`), the functions, \`npm run serve\`, the scripts and the benches all receive its typed
settings, and nothing else reads the environment. Empty values count as unset. A bad value stops the program at start
with one error naming each bad variable and what was expected. \`.env\` files are not read.

**Production is declared**: \`SITE_ENV=production\`. The functions and \`npm run serve\` then refuse to start unless every
variable marked « required in production » below is set, and the build stops without a real \`PUBLIC_SITE_URL\` (as
it does when \`CI\` is set). Set \`SITE_ENV=production\` in the host's environment for the builds and for the functions
alike (\`netlify.toml\` sets it for the builds of the production, deploy-preview and branch-deploy contexts; the
functions take it from the site's environment settings). Production is never guessed from \`NODE_ENV\`, but a half
declaration is refused: the functions and \`npm run serve\` stop, naming \`SITE_ENV\`, when \`NODE_ENV=production\` and
\`SITE_ENV\` is unset (set \`SITE_ENV=local\` for a deliberate local run). The build keeps its own rule, as Astro sets
\`NODE_ENV\` itself. In production \`PUBLIC_SITE_URL\` must be \`https://\` and not a loopback host.
`;

function entry(name: string): string {
  const meta = META.get(ALL_SETTINGS[name])!;
  const parts = [`- \`${name}\`: ${meta.meaning}.`];
  if (meta.default !== undefined) parts.push(`Default: \`${meta.default}\`${meta.unset ? ` (${meta.unset})` : ''}.`);
  else parts.push(meta.unset ? `Unset: ${meta.unset}.` : 'Default: unset.');
  if (meta.production) {
    const who = {
      server: 'by the functions and the server',
      build: 'by the build',
      both: 'by the build, the functions and the server',
    }[meta.production.for];
    parts.push(`**Required in production** ${who}: ${meta.production.why}.`);
  }
  return parts.join(' ');
}

/** The reference, as docs/configuration.md holds it. */
export function configurationReference(): string {
  const names = Object.keys(ALL_SETTINGS);
  const sections = (Object.keys(AREAS) as Area[]).map((area) => {
    const lines = names.filter((name) => META.get(ALL_SETTINGS[name])!.area === area).map(entry);
    return `## ${AREAS[area]}\n\n${lines.join('\n')}\n`;
  });
  return `${INTRO}\n${sections.join('\n')}`;
}
