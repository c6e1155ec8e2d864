/** A plain object read from untrusted data (a payload, storage, an answer): not null, not an array. */
export function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}
