import { describe, expect, it } from 'vitest';
import { isCurrent } from './site-nav.ts';

describe('isCurrent', () => {
  it('matches the page and its sub-pages, never the home for others', () => {
    expect(isCurrent('/informations', '/informations/')).toBe(true);
    expect(isCurrent('/informations', '/informations/photo')).toBe(true);
    expect(isCurrent('/informations', '/informationsx')).toBe(false);
    expect(isCurrent('/', '/documents')).toBe(false);
    expect(isCurrent('/', '/')).toBe(true);
  });
});
