// The Node the project needs, checked in plain JavaScript so that any Node can run the check: the scripts are
// TypeScript run as is, which Node does without a flag from 22.18 on (older ones die on ERR_UNKNOWN_FILE_EXTENSION).

/** The oldest Node that runs the project's .ts scripts: package.json's engines and .ci/run say the same. */
export const MIN_NODE = '22.18.0';

/** True when `version` (as in process.versions.node) is MIN_NODE or later. */
export function isSupported(version) {
  const [major, minor] = version.split('.').map(Number);
  const [needMajor, needMinor] = MIN_NODE.split('.').map(Number);
  return major > needMajor || (major === needMajor && minor >= needMinor);
}

/** The one line a too-old Node prints: which Node to install, and how. */
export function tooOldMessage(version) {
  return (
    `Node ${version} is too old: this project needs Node ${MIN_NODE} or later. Install Node 24 (https://nodejs.org/), ` +
    'or without admin rights: npm install --prefix .tools/node24 node@24 && ' +
    'export PATH="$PWD/.tools/node24/node_modules/.bin:$PATH"'
  );
}

/** Stops the process with that line when the running Node is too old. */
export function requireSupportedNode() {
  if (isSupported(process.versions.node)) return;
  console.error(tooOldMessage(process.versions.node));
  process.exit(1);
}
