import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Two-step login codes, TOTP-style (RFC 6238 shape: HMAC-SHA1 over the 30-second step,
// dynamic truncation, 6 digits). In this demo no SMS or authenticator app is wired: the
// operator reads the current code with `npm run -s admin -- two-step-code <userId>`.
const STEP_MS = 30_000;

export function newTwoStepSecret(): string {
  return randomBytes(20).toString('hex');
}

export function twoStepCode(secretHex: string, nowMs: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(nowMs / STEP_MS)));
  const mac = createHmac('sha1', Buffer.from(secretHex, 'hex')).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const bin = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(bin % 1_000_000).padStart(6, '0');
}

/** Accepts the current step and the one before, so a code typed at a step's end still works. */
export function checkTwoStepCode(secretHex: string, code: string, nowMs: number): boolean {
  const given = Buffer.from(code);
  return [nowMs, nowMs - STEP_MS].some((t) => {
    const expected = Buffer.from(twoStepCode(secretHex, t));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
