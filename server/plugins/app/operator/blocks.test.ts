import { blockResult, parseCidr, ruleMatches, statusPageOf } from './blocks';

const rule = (r: Partial<{ country: string; cidr: string; user_agent: string }>) => ({ country: null, cidr: null, user_agent: null, ...r });
const who = { country: 'ru', ip: '192.168.1.20', userAgent: 'Mozilla/5.0 Chrome' };

describe('block rules', () => {
  test('reasons map to the status pages of spec 2 §4', () => {
    expect([4, 16, 3, 1, 5, 2, 14, 13, 17, 8].map((r) => statusPageOf(r as never))).toEqual([
      'site-updates', 'suspension', 'block', 'block', 'block', 'block', 'block', 'block-ua', 'block-ie', 'coming-soon',
    ]);
    expect(blockResult(null)).toEqual({ displayTypeId: null, templateTypeId: null, reason: null });
  });
  test('every condition a rule sets must match; a rule with none matches everyone', () => {
    expect(ruleMatches(rule({}), who)).toBe(true);
    expect(ruleMatches(rule({ country: 'RU' }), who)).toBe(true);
    expect(ruleMatches(rule({ country: 'RU', user_agent: 'firefox' }), who)).toBe(false);
    expect(ruleMatches(rule({ cidr: '192.168.0.0/16' }), who)).toBe(true);
    expect(ruleMatches(rule({ cidr: '192.168.2.0/24' }), who)).toBe(false);
    expect(ruleMatches(rule({ cidr: '2001:db8::/32' }), { ...who, ip: '2001:db8::1' })).toBe(true);
    expect(ruleMatches(rule({ cidr: '10.0.0.1' }), { ...who, ip: '10.0.0.1' })).toBe(true);
  });
  test('CIDR text is checked', () => {
    expect(parseCidr('10.0.0.0/8')).toEqual({ address: '10.0.0.0', prefix: 8, type: 'ipv4' });
    for (const bad of ['10.0.0.0/33', '10.0.0/8', 'x', '10.0.0.0/', '10.0.0.0/8a', '::/129']) expect(parseCidr(bad)).toBeNull();
  });
});
