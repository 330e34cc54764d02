// Remembers the ticked checklist items of each town hall in the browser's storage. Storage is an
// argument (tests pass a Map-backed one); unavailable or full storage is never an error.

/** The storage key of a town hall's checklist. */
export const checklistStorageKey = (slug: string) => `pm-checklist:${slug}`;

type ReadStorage = Pick<Storage, 'getItem'>;
type WriteStorage = Pick<Storage, 'setItem' | 'removeItem'>;

// The ticked ids stored under `key`, keeping only ids of `knownIds` (items may change between builds).
export function readTicks(storage: ReadStorage | null, key: string, knownIds: readonly string[]): Set<string> {
  try {
    const value: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return new Set(
      Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && knownIds.includes(id)) : [],
    );
  } catch {
    return new Set();
  }
}

// Stores the ticked ids, or forgets the key when none is ticked.
export function writeTicks(storage: WriteStorage | null, key: string, ticked: ReadonlySet<string>): void {
  try {
    if (ticked.size) storage?.setItem(key, JSON.stringify([...ticked]));
    else storage?.removeItem(key);
  } catch {
    // Private mode or full storage: the ticks last as long as the page.
  }
}

// window.localStorage, or null where reading it throws (blocked cookies).
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
