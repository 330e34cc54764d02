// The Node the project needs, checked in plain JavaScript so that any Node can run the check: the scripts are
// TypeScript run as is, which Node does without a flag from 22.18 on (older ones die on ERR_UNKNOWN_FILE_EXTENSION).
// `npm ci` installs Node 24 from the npm registry as a dev dependency (package.json's `node`), and npm runs every
// script with node_modules/.bin first on the PATH: `npm start` and `npm test` run on it whatever the machine's Node.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The oldest Node that runs the project's .ts scripts: package.json's engines and .nvmrc say the same or more. */
export const MIN_NODE = '22.18.0';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** True when `version` (as in process.versions.node) is MIN_NODE or later. */
export function isSupported(version) {
  const [major, minor] = version.split('.').map(Number);
  const [needMajor, needMinor] = MIN_NODE.split('.').map(Number);
  return major > needMajor || (major === needMajor && minor >= needMinor);
}

/** The project's own Node (the `node` dev dependency) under `root`, or null before `npm ci` has installed it. */
export function projectNode(root = ROOT) {
  const path = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'node.cmd' : 'node');
  return existsSync(path) ? path : null;
}

/** The one line a too-old Node prints when the project's own Node is not installed: what to run. */
export function tooOldMessage(version) {
  return (
    `Node ${version} is too old for this project (it needs Node ${MIN_NODE} or later), and the project's own Node 24 ` +
    'is not installed yet: run « npm ci » (it brings Node 24 from the npm registry into node_modules), then « npm start ».'
  );
}

/**
 * Returns when the running Node is recent enough. Otherwise runs the same script again on the project's own Node
 * (with node_modules/.bin first on the PATH, as npm does) and exits with its status, or stops with tooOldMessage.
 */
export function requireSupportedNode() {
  if (isSupported(process.versions.node)) return;
  const node = projectNode();
  if (!node) {
    console.error(tooOldMessage(process.versions.node));
    process.exit(1);
  }
  const env = { ...process.env, PATH: `${dirname(node)}${delimiter}${process.env.PATH ?? ''}` };
  const run = spawnSync(node, process.argv.slice(1), { stdio: 'inherit', env });
  process.exit(run.status ?? 1);
}
