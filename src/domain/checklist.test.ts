import { describe, it, expect } from 'vitest';
import { checklistProgress, isFormGateOpen, type ChecklistItem } from './checklist.ts';

const item = (id: string, required: boolean): ChecklistItem => ({ id, label: id, description: '', required });
const items = [item('a', true), item('b', true), item('c', true), item('d', true), item('e', false), item('f', false)];

describe('checklistProgress (six items)', () => {
  it('starts at 0 % and not ready', () => {
    expect(checklistProgress(items, new Set())).toEqual({ done: 0, total: 6, percent: 0, ready: false });
  });

  it('counts every ticked item, rounded to a whole percent', () => {
    expect(checklistProgress(items, new Set(['a'])).percent).toBe(17);
    expect(checklistProgress(items, new Set(['e', 'f'])).percent).toBe(33);
    expect(checklistProgress(items, new Set(['a', 'b', 'c', 'd', 'e', 'f'])).percent).toBe(100);
  });

  it('is ready once all required items are ticked, optional ones aside', () => {
    expect(checklistProgress(items, new Set(['a', 'b', 'c']))).toMatchObject({ ready: false });
    expect(checklistProgress(items, new Set(['a', 'b', 'c', 'd']))).toEqual({
      done: 4,
      total: 6,
      percent: 67,
      ready: true,
    });
  });

  it('ignores unknown ids and handles an empty list', () => {
    expect(checklistProgress(items, new Set(['zz'])).done).toBe(0);
    expect(checklistProgress([], new Set())).toEqual({ done: 0, total: 0, percent: 0, ready: false });
  });
});

describe('isFormGateOpen', () => {
  it('needs all three boxes ticked', () => {
    expect(isFormGateOpen([true, true, true])).toBe(true);
    expect(isFormGateOpen([true, false, true])).toBe(false);
    expect(isFormGateOpen([true, true])).toBe(false);
    expect(isFormGateOpen([])).toBe(false);
  });
});
