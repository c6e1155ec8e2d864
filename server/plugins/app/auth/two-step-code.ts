import { Secret, TOTP } from 'otpauth';

// Two-step login codes: RFC 6238 TOTP (HMAC-SHA1, 30-second steps, 6 digits) through `otpauth`,
// so any authenticator app reads the secret (base32) or the otpauth:// URL. The operator can
// also read the current code with `npm run -s admin -- two-step-code <userId>`.
const PERIOD_S = 30;

function totp(secretBase32: string, label = 'player', issuer = 'Demo Bet'): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secretBase32) });
}

/** A new random 160-bit secret, base32. */
export function newTwoStepSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function twoStepCode(secretBase32: string, nowMs: number): string {
  return totp(secretBase32).generate({ timestamp: nowMs });
}

/** The 30-second step a code belongs to: the current one or the one before (a code typed at a step's end still works), else null. */
export function twoStepCodeStep(secretBase32: string, code: string, nowMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secretBase32).validate({ token: code, timestamp: nowMs, window: 1 });
  return delta === 0 || delta === -1 ? Math.floor(nowMs / (PERIOD_S * 1000)) + delta : null;
}

/** Accepts the current step and the one before. */
export function checkTwoStepCode(secretBase32: string, code: string, nowMs: number): boolean {
  return twoStepCodeStep(secretBase32, code, nowMs) !== null;
}

/** The otpauth:// URL an authenticator app scans (as a QR code) or takes by hand. */
export function otpauthUrl(secretBase32: string, label: string, issuer: string): string {
  return totp(secretBase32, label, issuer).toString();
}
