import { bannedMayOpen, deduceBanLevel, isBanned } from './ban';

describe('ban rules (spec 2 §4)', () => {
  it('banned means a signed-in user with ban_level above 0', () => {
    expect(isBanned({ signedIn: true, banLevel: 1 })).toBe(true);
    expect(isBanned({ signedIn: true, banLevel: 0 })).toBe(false);
    expect(isBanned({ signedIn: true, banLevel: -1 })).toBe(false);
    expect(isBanned({ signedIn: false, banLevel: 53 })).toBe(false);
  });
  it('deduce opens at 53 for ban version 1 and at 45 otherwise', () => {
    expect(deduceBanLevel(1)).toBe(53);
    expect(deduceBanLevel(0)).toBe(45);
    expect(deduceBanLevel(2)).toBe(45);
    expect(bannedMayOpen('deduce', { banLevel: 53, banVersion: 1 })).toBe(true);
    expect(bannedMayOpen('deduce', { banLevel: 45, banVersion: 2 })).toBe(true);
    expect(bannedMayOpen('deduce', { banLevel: 45, banVersion: 1 })).toBe(false);
    expect(bannedMayOpen('deduce', { banLevel: 53, banVersion: 0 })).toBe(false);
  });
  it('routes flagged allowed are open at every level; unflagged ones at none', () => {
    expect(bannedMayOpen(true, { banLevel: 99, banVersion: 0 })).toBe(true);
    expect(bannedMayOpen(undefined, { banLevel: 1, banVersion: 0 })).toBe(false);
  });
});
