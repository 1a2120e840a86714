/** A copy of a record without one key (for clearing one field's error). */
export function without<T extends Record<string, unknown>>(record: T, key: string): T {
  const copy = { ...record };
  delete copy[key];
  return copy;
}
