import { describe, expect, it } from 'vitest';
import { articleNeighbours, sortArticles } from './order.ts';

const a = (slug: string, date: string, title = slug) => ({ slug, title, date: new Date(date) });

describe('sortArticles', () => {
  it('puts the newest first and orders same-day articles by title', () => {
    const sorted = sortArticles([
      a('old', '2024-01-01'),
      a('b', '2025-01-01'),
      a('a', '2025-01-01'),
      a('new', '2025-06-01'),
    ]);
    expect(sorted.map((x) => x.slug)).toEqual(['new', 'a', 'b', 'old']);
  });
});

describe('articleNeighbours', () => {
  const list = [a('one', '2025-03-01'), a('two', '2025-02-01'), a('three', '2025-01-01')];
  it('gives the previous and next in list order', () => {
    expect(articleNeighbours(list, 'two')).toEqual({ previous: list[0], next: list[2] });
  });
  it('has no previous for the first and no next for the last', () => {
    expect(articleNeighbours(list, 'one').previous).toBeUndefined();
    expect(articleNeighbours(list, 'three').next).toBeUndefined();
  });
  it('is empty for an unknown slug', () => {
    expect(articleNeighbours(list, 'nope')).toEqual({});
  });
});
