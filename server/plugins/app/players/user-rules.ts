// Pure rules of spec 2 §4 about a player's protection and activation.

import type { PROTECTION_STATUSES, ProtectionMethods } from '@site/api/contracts';

export type { ProtectionMethods };
export type ProtectionStatus = (typeof PROTECTION_STATUSES)[number];

/** <=30 bad, 31-69 normal, 70-99 good, 100 full; null stays null. */
export function protectionStatus(level: number | null): ProtectionStatus | null {
  if (level === null) return null;
  if (level <= 30) return 'bad';
  if (level < 70) return 'normal';
  if (level < 100) return 'good';
  return 'full';
}

// Weights chosen for the demo (the spec gives only the status bands): a password alone is
// "bad", password plus phone or e-mail "normal", with two-step "good", everything "full".
const WEIGHTS: Record<keyof ProtectionMethods, number> = {
  is_changed_password: 10,
  enable_two_factor_auth: 40,
  enable_phone_binding: 20,
  enable_security_question: 10,
  enable_email_auth: 20,
};

export function protectionLevel(methods: ProtectionMethods): number {
  let level = 0;
  for (const key of Object.keys(WEIGHTS) as (keyof ProtectionMethods)[]) if (methods[key]) level += WEIGHTS[key];
  return Math.min(100, level);
}

/** Activation type: 0 none, 1 email, 2 phone and email, 3 phone only. Updating the phone turns 0 into 3 and 1 into 2. */
export function activationAfterPhoneUpdate(activationType: number): number {
  if (activationType === 0) return 3;
  if (activationType === 1) return 2;
  return activationType;
}

/** Binding an e-mail, the same way: 0 (none) becomes 1 (e-mail), 3 (phone only) becomes 2 (phone and e-mail). */
export function activationAfterEmailUpdate(activationType: number): number {
  if (activationType === 0) return 1;
  if (activationType === 3) return 2;
  return activationType;
}
