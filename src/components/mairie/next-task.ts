// Waits for a task of its own: work split at these points never holds a phone's main thread long (a long task delays
// a tap, and Lighthouse counts it as blocking time; docs/performance.md).
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
