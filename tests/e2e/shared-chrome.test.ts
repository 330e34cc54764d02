// The chrome of the data pages (header, footer, dialogs, cookie bar) is rendered once per section of the build
// (BaseLayout `sharedChrome`, RenderOnce): on the fixture build it is byte for byte what a page rendering it itself
// writes, scripts included.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureDist } from './fixture-site.ts';

let dist: string;
beforeAll(async () => {
  dist = await fixtureDist();
}, 300_000);

const read = (file: string) => readFileSync(join(dist, file), 'utf8');
const header = (html: string) => /<header class="site-header"[\s\S]*?<\/header>/.exec(html)?.[0];
const afterMain = (html: string) => html.slice(html.indexOf('</main>'));
const pagesOf = (dir: string, pattern: RegExp) =>
  readdirSync(join(dist, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => pattern.test(f) && !f.endsWith('404.html'))
    .map((f) => join(dir, f));

describe('shared chrome', () => {
  it('is, on every town hall page and guide, what the section 404 page renders itself', () => {
    const own = read('mairie/404.html');
    const pages = pagesOf('mairie', /\.html$/);
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      const html = read(page);
      expect(header(html), page).toBe(header(own));
      expect(afterMain(html), page).toBe(afterMain(own));
    }
  });

  it('is on the city and department pages what their section renders itself', () => {
    const ownCity = read('ville/404.html');
    for (const page of pagesOf('ville', /^\d+\.html$/)) {
      expect(header(read(page)), page).toBe(header(ownCity));
      expect(afterMain(read(page)), page).toBe(afterMain(ownCity));
    }
    // A department page's header marks its section (aria-current="true"), the index itself (aria-current="page").
    const departments = pagesOf('departements', /\.html$/);
    expect(departments.length).toBeGreaterThan(1);
    for (const page of departments) {
      expect(header(read(page)), page).toBe(header(read(departments[0])));
      expect(header(read(page)), page).toContain('<a href="/departements" aria-current="true"');
    }
    expect(header(read('departements.html'))).toContain('<a href="/departements" aria-current="page"');
  });

  it('keeps the scripts of the dialogs, forms and cookie bar on every data page', () => {
    for (const page of [...pagesOf('mairie', /\.html$/), ...pagesOf('ville', /\.html$/)]) {
      const scripts =
        afterMain(read(page))
          .match(/<script type="module" src="[^"]+"/g)
          ?.join(' ') ?? '';
      for (const name of ['SiteForm', 'Dialog', 'CookieBar']) expect(scripts, `${page}: ${name}`).toContain(name);
      expect(header(read(page)) ?? '', page).not.toBe('');
    }
  });
});
