// Keyboard moves shared by the islands' comboboxes (search, address suggestions).

// The active option after an arrow key (they wrap); other keys leave it; -1 is none.
export function moveActive(current: number, count: number, key: string): number {
  if (count === 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
    default:
      return current;
  }
}
