/** A plain object read from outside the code (JSON, storage, a bus payload): not null, not an array. */
export function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}
