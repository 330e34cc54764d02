import { describe, it, expect } from 'vitest';
import { distanceKm, formatDistance, haversineKm, roundKm } from './distance.ts';

const paris = { lat: 48.8566, lon: 2.3522 };
const lyon = { lat: 45.764, lon: 4.8357 };

describe('distanceKm', () => {
  it('is the haversine distance on a 6371 km sphere rounded to 0.1 km', () => {
    expect(distanceKm(paris, lyon)).toBe(391.5);
    expect(haversineKm(paris, lyon)).toBeCloseTo(391.4989, 3);
  });

  it('is 0 for the same point and symmetric', () => {
    expect(distanceKm(paris, paris)).toBe(0);
    expect(distanceKm(lyon, paris)).toBe(distanceKm(paris, lyon));
  });

  it('gives a quarter meridian of 10007.5 km (pi/2 x 6371)', () => {
    expect(distanceKm({ lat: 0, lon: 0 }, { lat: 90, lon: 0 })).toBe(10007.5);
  });

  it('handles antipodes without NaN', () => {
    expect(distanceKm({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBe(20015.1);
  });

  it('is NaN for a missing coordinate', () => {
    expect(distanceKm(paris, { lat: Number.NaN, lon: 2 })).toBeNaN();
  });
});

describe('roundKm', () => {
  it('rounds to the nearest tenth', () => {
    expect(roundKm(2.34)).toBe(2.3);
    expect(roundKm(2.35)).toBe(2.4);
    expect(roundKm(0.04)).toBe(0);
  });
});

describe('formatDistance', () => {
  it('gives an approximate distance in whole km, never to 0.1 km', () => {
    expect(formatDistance(12.34, true)).toBe('environ 12 km');
    expect(formatDistance(12.5, true)).toBe('environ 13 km');
    expect(formatDistance(0.2, true)).toBe('environ 1 km');
    expect(formatDistance(null, true)).toBe(formatDistance(null));
  });

  it('uses a French decimal comma and one decimal', () => {
    expect(formatDistance(2.3)).toBe('2,3 km');
    expect(formatDistance(12)).toBe('12,0 km');
    expect(formatDistance(0)).toBe('0,0 km');
    expect(formatDistance(2.349)).toBe('2,3 km');
  });

  it("reads 'Distance inconnue' when not finite", () => {
    for (const value of [Number.NaN, Infinity, -Infinity, null, undefined]) {
      expect(formatDistance(value)).toBe('Distance inconnue');
    }
  });
});
