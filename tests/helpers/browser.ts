// Debian's Chromium driven by playwright-core (no downloaded browser).
import { chromium, type Browser } from 'playwright-core';
import { existsSync } from 'node:fs';
import { settings } from '../../src/settings/index.ts';

const { tools, ci } = settings();
export const chromiumPath = tools.chromiumPath;
export const hasChromium = existsSync(chromiumPath);

// Locally the browser tests are skipped without Chromium; in CI a missing browser fails the run instead.
if (!hasChromium && ci) {
  throw new Error(`Chromium not found at ${chromiumPath}: install it or set CHROMIUM_PATH (required when CI is set)`);
}

/** Launches headless Chromium with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
