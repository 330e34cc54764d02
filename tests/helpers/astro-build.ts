// Runs `astro build` of the project in a child process with `env`, for tests that build a fixture site.
import { spawn } from 'node:child_process';

export type BuildResult = { code: number | null; output: string; outDir: string };

const root = new URL('../..', import.meta.url).pathname;

/** Builds into `outDir` (env.ASTRO_OUT_DIR); resolves with the exit code and the build's whole output. */
export function runAstroBuild(env: NodeJS.ProcessEnv, outDir: string): Promise<BuildResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], { cwd: root, env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output, outDir }));
  });
}
