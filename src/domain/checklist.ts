// Appointment checklist progress and the three-box gate of /formulaire (SPEC §4, §5).
import { LISTS } from './constants.ts';

/** A checklist entry (appointment-checklist.ts); required items must be ticked to be ready. */
export type ChecklistItem = { id: string; label: string; description: string; required: boolean };

/** Ticked count, total, whole percent, and whether every required item is ticked. */
type ChecklistProgress = { done: number; total: number; percent: number; ready: boolean };

// Progress is ticked items over all items; ready once every required item is ticked.
export function checklistProgress(items: readonly ChecklistItem[], ticked: ReadonlySet<string>): ChecklistProgress {
  const done = items.filter((item) => ticked.has(item.id)).length;
  const total = items.length;
  return {
    done,
    total,
    percent: total === 0 ? 0 : Math.round((done / total) * 100),
    ready: total > 0 && items.every((item) => !item.required || ticked.has(item.id)),
  };
}

// The embedded form shows only when the three boxes (identity, residence, photo) are all ticked.
export function isFormGateOpen(checks: readonly boolean[]): boolean {
  return checks.length === LISTS.formGateChecks && checks.every(Boolean);
}
