// Every stamp price a visitor reads comes from stampPrice (src/domain/prices.ts): no page, component, island, page
// data, text or guide types one by hand (a guide writes {{stamp:metropole:adult}}, resolved at load time).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STAMP_PRICES } from '../../src/domain/prices.ts';

const root = new URL('../..', import.meta.url).pathname;
const SCANNED = [
  'src/pages',
  'src/components',
  'src/islands',
  'src/layouts',
  'src/page-data',
  'src/content',
  'src/domain/texts.ts',
  'src/domain/messages.ts',
];

const prices = [...new Set(Object.values(STAMP_PRICES).flatMap((byAge) => Object.values(byAge)))];
// '86 €', '86€', '86 EUR', '86 euros', '86&nbsp;€', '42,00 €' — and formatEuros(86).
const LITERAL = new RegExp(
  `(?<![\\d.,])(${prices.join('|')})(?:,00)?(?:\\s|&nbsp;|\\u00a0|\\u202f)?(?:€|EUR\\b|euros?\\b)|formatEuros\\(\\s*(${prices.join('|')})\\s*\\)`,
  'g',
);

function files(path: string): string[] {
  const full = join(root, path);
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((name) => join(full, name))
    .filter((name) => /\.(astro|tsx?|md|mdx|css)$/.test(name) && !/\.test\.tsx?$/.test(name));
}

function priceLiterals(text: string): string[] {
  return [...text.matchAll(LITERAL)].map((match) => match[0]);
}

describe('no stamp price typed by hand', () => {
  it('finds the literals it is meant to find', () => {
    expect(priceLiterals('Le timbre coûte 86 € ; 42€ ; 17 euros ; 73&nbsp;€ ; formatEuros(36) ; 14 EUR')).toEqual([
      '86 €',
      '42€',
      '17 euros',
      '73&nbsp;€',
      'formatEuros(36)',
      '14 EUR',
    ]);
    expect(priceLiterals('121 € ; 186 € ; 8,50 € ; 2017 ; 42 ans')).toEqual([]);
  });

  it('pages, components, islands, page data, texts and guides read stampPrice', () => {
    const found = SCANNED.flatMap(files).flatMap((file) =>
      priceLiterals(readFileSync(file, 'utf8')).map((literal) => `${relative(root, file)}: ${literal}`),
    );
    expect(found).toEqual([]);
  });
});
