// Run with the machine's own Node (node --test scripts/node-version.test.mjs; .ci/run does): on a Node too old
// for the TypeScript scripts, `npm start` stops at once with the one line saying which Node to install.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { isSupported, MIN_NODE, tooOldMessage } from './node-version.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tooOld = !isSupported(process.versions.node);
// npm's `node` is this Node: its own directory first on the PATH.
const env = { ...process.env, PATH: `${dirname(process.execPath)}:${process.env.PATH}` };

function timed(command, args) {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, env, encoding: 'utf8', timeout: 10_000 });
  return { ...result, ms: performance.now() - started };
}

test('MIN_NODE is the first Node that runs .ts files without a flag', () => {
  assert.equal(isSupported(MIN_NODE), true);
  for (const version of ['24.0.0', '23.6.0', '22.18.0', '30.1.2']) assert.equal(isSupported(version), true, version);
  for (const version of ['22.17.1', '22.12.0', '20.20.2', '18.0.0']) assert.equal(isSupported(version), false, version);
});

test(
  'the launcher stops within a second with one line naming the Node to install',
  { skip: !tooOld && `Node ${process.versions.node} is recent enough` },
  () => {
    const run = timed(process.execPath, ['scripts/start.mjs']);
    assert.equal(run.status, 1);
    assert.equal(run.stderr.trim(), tooOldMessage(process.versions.node));
    assert.match(run.stderr, /Node 24/);
    assert.ok(run.ms < 1000, `${Math.round(run.ms)} ms`);
  },
);

test(
  'npm start says the same, with npm on this Node',
  { skip: !tooOld && `Node ${process.versions.node} is recent enough` },
  () => {
    const run = timed('npm', ['start', '--silent']);
    assert.equal(run.status, 1);
    assert.ok(run.stderr.includes(tooOldMessage(process.versions.node)), run.stderr);
    assert.doesNotMatch(run.stderr, /ERR_UNKNOWN_FILE_EXTENSION/);
    // npm's own start-up (a few hundred ms) comes on top of the launcher's.
    assert.ok(run.ms < 2000, `${Math.round(run.ms)} ms`);
  },
);
