/**
 * Cross-instance refresh of the public pages after a content change. Filled in for several instances
 * (Redis); alone, an instance has nothing to tell.
 */
export function announceContentChange(reason: string): void {
  void reason;
}
