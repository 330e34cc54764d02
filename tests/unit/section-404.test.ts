// The sections with their own 404 page: one list (SECTION_404) that the host files and the sitemap read, and the
// pages that exist for them.
import { readdirSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SECTION_404 } from '../../src/data/site/deploy-config.ts';

const PAGES = new URL('../../src/pages/', import.meta.url);

describe('SECTION_404', () => {
  it('names exactly the sections that have a 404 page', () => {
    const withPage = readdirSync(PAGES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/404.astro`, PAGES)))
      .map((entry) => entry.name)
      .sort();
    expect([...SECTION_404].sort()).toEqual(withPage);
  });
});
