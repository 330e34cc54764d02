// Debian's Chromium driven by playwright-core (no downloaded browser).
import { chromium, type Browser } from 'playwright-core';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const hasChromium = existsSync(chromiumPath);

// Locally the browser tests are skipped without Chromium; in CI a missing browser fails the run instead.
if (!hasChromium && process.env.CI) {
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
