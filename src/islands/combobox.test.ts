// The comboboxes' keyboard moves.
import { describe, expect, it } from 'vitest';
import { moveActive } from './combobox.ts';

describe('moveActive', () => {
  it('moves with the arrows and wraps around', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowDown')).toBe(1);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(2, 3, 'ArrowUp')).toBe(1);
    expect(moveActive(1, 3, 'a')).toBe(1);
    expect(moveActive(1, 0, 'ArrowDown')).toBe(-1);
  });
});
