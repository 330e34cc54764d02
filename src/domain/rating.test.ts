import { describe, it, expect } from 'vitest';
import { averageRating, formatRating, isValidRating, toStars } from './rating.ts';

describe('isValidRating', () => {
  it('accepts whole ratings 1 to 5 only', () => {
    expect([1, 2, 3, 4, 5].every(isValidRating)).toBe(true);
    expect([0, 6, 2.5, Number.NaN, '3', null].some(isValidRating)).toBe(false);
  });
});

describe('averageRating', () => {
  it('is null when there is no rating', () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([null, undefined])).toBeNull();
  });

  it('averages valid ratings and ignores the rest (issues carry null)', () => {
    expect(averageRating([5, 4, null, 3])).toBe(4);
    expect(averageRating([5, 4])).toBe(4.5);
    expect(averageRating([5, 0, 9, 2.5])).toBe(5);
  });
});

describe('toStars', () => {
  const draw = (average: number | null) =>
    toStars(average)
      .map((s) => ({ full: '*', half: '+', empty: '.' })[s])
      .join('');

  it('always draws five stars', () => {
    expect(draw(null)).toBe('.....');
    expect(draw(0)).toBe('.....');
    expect(draw(5)).toBe('*****');
    expect(draw(7)).toBe('*****');
    expect(draw(Number.NaN)).toBe('.....');
  });

  it('rounds to the nearest half star', () => {
    expect(draw(4)).toBe('****.');
    expect(draw(4.24)).toBe('****.');
    expect(draw(4.25)).toBe('****+');
    expect(draw(4.5)).toBe('****+');
    expect(draw(4.74)).toBe('****+');
    expect(draw(4.75)).toBe('*****');
    expect(draw(1)).toBe('*....');
    expect(draw(1.5)).toBe('*+...');
  });
});

describe('formatRating', () => {
  it('shows one decimal with a comma', () => {
    expect(formatRating(4)).toBe('4,0');
    expect(formatRating(4.25)).toBe('4,3');
    expect(formatRating(11 / 3)).toBe('3,7');
    expect(formatRating(null)).toBe('');
  });
});
