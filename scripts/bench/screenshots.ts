// npm run bench -- screenshots — the first screen of fixture town hall pages, as a visitor sees it after the cookie
// choice, at 320×568, 360×640, 390×844 (phones) and 1280×800 (desktop): one PNG per page and size in
// .data/screenshots/ for a person to look at, and the distance of each first-screen part from the top of the
// screen (docs/town-hall-page.md). Also without JavaScript at 360×640. Needs Chromium (CHROMIUM_PATH).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { hasChromium, launchBrowser } from '../../tests/helpers/browser.ts';
import { startFixtureServer } from '../../tests/e2e/fixture-site.ts';
import { SCREENS, measureFirstScreen, newScreenPage, openAfterCookieChoice } from '../../tests/helpers/first-screen.ts';

const OUT_DIR = join(new URL('../..', import.meta.url).pathname, '.data', 'screenshots');

/** The fixture's town halls of issue #20's cases: booking link and phone; no booking link; no phone nor position. */
const PAGES = [
  '/mairie/mairie-de-l-abergement-clemenciat',
  '/mairie/mairie-d-amberieux-en-dombes',
  '/mairie/mairie-de-paris-2e-arrondissement',
];

export async function run(): Promise<void> {
  if (!hasChromium) {
    console.log('Chromium not found (CHROMIUM_PATH): no screenshots.');
    return;
  }
  mkdirSync(OUT_DIR, { recursive: true });
  const [server, browser] = await Promise.all([startFixtureServer(), launchBrowser()]);
  try {
    for (const screen of SCREENS) {
      const { width, height, mobile } = screen;
      for (const javaScriptEnabled of mobile && width === 360 ? [true, false] : [true]) {
        const page = await newScreenPage(browser, server.url, screen, javaScriptEnabled);
        for (const path of PAGES) {
          if (javaScriptEnabled) await openAfterCookieChoice(page, path);
          else await page.goto(path);
          const name = `${path.split('/').pop()}-${width}x${height}${javaScriptEnabled ? '' : '-nojs'}.png`;
          await page.screenshot({ path: join(OUT_DIR, name) });
          const parts = await measureFirstScreen(page);
          const tops = Object.entries(parts)
            .map(([part, box]) => `${part} ${box.top}`)
            .join(', ');
          console.log(`${width}×${height}${javaScriptEnabled ? '' : ' no JS'} ${path}: ${tops} (px from the top)`);
        }
        await page.context().close();
      }
    }
    console.log(`screenshots in ${OUT_DIR}`);
  } finally {
    await browser.close();
    await server.close();
  }
}
