// Remembered checklist ticks.
import { describe, expect, it } from 'vitest';
import { checklistStorageKey, readTicks, writeTicks } from './checklist-storage.ts';

describe('checklist storage', () => {
  const memory = () => {
    const map = new Map<string, string>();
    return {
      map,
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    };
  };
  const ids = ['photo', 'timbre-fiscal', 'predemande'];

  it('remembers ticks per town hall and forgets an empty list', () => {
    const storage = memory();
    const key = checklistStorageKey('mairie-d-ajaccio');
    expect(key).toBe('pm-checklist:mairie-d-ajaccio');
    writeTicks(storage, key, new Set(['photo', 'predemande']));
    expect(readTicks(storage, key, ids)).toEqual(new Set(['photo', 'predemande']));
    expect(readTicks(storage, checklistStorageKey('autre'), ids)).toEqual(new Set());
    writeTicks(storage, key, new Set());
    expect(storage.map.has(key)).toBe(false);
  });

  it('ignores unknown ids, garbage and unavailable storage', () => {
    const storage = memory();
    storage.setItem('k', JSON.stringify(['photo', 'ancien-item', 3]));
    expect(readTicks(storage, 'k', ids)).toEqual(new Set(['photo']));
    storage.setItem('k', '{not json');
    expect(readTicks(storage, 'k', ids)).toEqual(new Set());
    expect(readTicks(null, 'k', ids)).toEqual(new Set());
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(() => writeTicks(full, 'k', new Set(['photo']))).not.toThrow();
  });
});
