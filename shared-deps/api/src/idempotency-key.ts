/**
 * A key for one attempt of a write the client may retry (coupon placing, a bonus game round;
 * the HTTP contract: idempotencyKey, [A-Za-z0-9_.:-], at most 100).
 * Random enough that two attempts, two tabs or two players never share one.
 */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return `${Date.now().toString(36)}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
