// Run with the machine's own Node (node --test scripts/node-version.test.mjs; .ci/run does): npm scripts run on the
// project's own Node from node_modules, and the launcher run directly on a Node too old hands over to it, or says to
// run `npm ci` first when it is not installed. .ci/fresh-clone proves the whole `npm ci && npm start`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { isSupported, MIN_NODE, projectNode, tooOldMessage } from './node-version.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tooOld = !isSupported(process.versions.node);
// npm's `node` is this Node: its own directory first on the PATH.
const env = { ...process.env, PATH: `${dirname(process.execPath)}:${process.env.PATH}` };
const run = (command, args, cwd = root) => spawnSync(command, args, { cwd, env, encoding: 'utf8', timeout: 20_000 });

test('MIN_NODE is the first Node that runs .ts files without a flag', () => {
  assert.equal(isSupported(MIN_NODE), true);
  for (const version of ['24.0.0', '23.6.0', '22.18.0', '30.1.2']) assert.equal(isSupported(version), true, version);
  for (const version of ['22.17.1', '22.12.0', '20.20.2', '18.0.0']) assert.equal(isSupported(version), false, version);
});

test(
  "npm runs the scripts on the project's own Node, installed by npm ci",
  { skip: !projectNode() && 'run npm ci first' },
  () => {
    const node = run('npm', ['exec', '--offline', '--', 'node', '-p', 'process.versions.node']);
    assert.equal(node.status, 0, node.stderr);
    assert.ok(isSupported(node.stdout.trim()), node.stdout);
    const own = run(projectNode(), ['-p', 'process.versions.node']);
    assert.equal(node.stdout, own.stdout);
  },
);

test(
  "run directly on a Node too old, the launcher hands over to the project's own Node",
  { skip: (!tooOld && `Node ${process.versions.node} is recent enough`) || (!projectNode() && 'run npm ci first') },
  () => {
    // A script beside node-version.mjs that prints the Node it runs on once the check has passed.
    const probe = join(root, 'scripts', `.node-version-probe-${process.pid}.mjs`);
    writeFileSync(
      probe,
      "import { requireSupportedNode } from './node-version.mjs';\nrequireSupportedNode();\nconsole.log(process.versions.node);\n",
    );
    try {
      const out = run(process.execPath, [probe]);
      assert.equal(out.status, 0, out.stderr);
      assert.ok(isSupported(out.stdout.trim()), out.stdout);
    } finally {
      rmSync(probe, { force: true });
    }
  },
);

test(
  "without the project's Node, the launcher stops at once with one line saying to run npm ci",
  { skip: !tooOld && `Node ${process.versions.node} is recent enough` },
  () => {
    // A copy of the launcher's check in a folder without node_modules.
    const dir = mkdtempSync(join(tmpdir(), 'node-version-'));
    try {
      cpSync(join(root, 'scripts', 'node-version.mjs'), join(dir, 'scripts', 'node-version.mjs'));
      cpSync(join(root, 'scripts', 'start.mjs'), join(dir, 'scripts', 'start.mjs'));
      const out = run(process.execPath, ['scripts/start.mjs'], dir);
      assert.equal(out.status, 1);
      assert.equal(out.stderr.trim(), tooOldMessage(process.versions.node));
      assert.match(out.stderr, /npm ci/);
      assert.doesNotMatch(out.stderr, /ERR_UNKNOWN_FILE_EXTENSION/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
