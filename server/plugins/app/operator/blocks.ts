import { BlockList, isIP } from 'node:net';
import type { Kysely, Selectable } from 'kysely';
import type { BlockAnswer } from '@site/api/contracts';
import type { BlockRulesTable, Database } from '../../../db/schema';
import type { Clock } from '../clock';

/** Block reasons of spec 2 §4 and the status page each leads to. */
export const blockReasons = [1, 2, 3, 4, 5, 8, 13, 14, 16, 17] as const;
export type BlockReason = (typeof blockReasons)[number];

export function isBlockReason(n: number): n is BlockReason {
  return (blockReasons as readonly number[]).includes(n);
}

export type StatusPage = 'block' | 'block-ua' | 'block-ie' | 'site-updates' | 'coming-soon' | 'suspension';

export function statusPageOf(reason: BlockReason): StatusPage {
  switch (reason) {
    case 4: return 'site-updates';
    case 16: return 'suspension';
    case 13: return 'block-ua';
    case 17: return 'block-ie';
    case 8: return 'coming-soon';
    default: return 'block';
  }
}

// The block answer (spec 2 §3: displayTypeId, templateTypeId). The spec does not give their
// values; here displayTypeId 1 means "whole page" and templateTypeId numbers the status page.
const TEMPLATE: Record<StatusPage, number> = { block: 1, 'block-ua': 2, 'block-ie': 3, 'site-updates': 4, 'coming-soon': 5, suspension: 6 };

export function blockResult(reason: BlockReason | null): BlockAnswer {
  if (reason === null) return { displayTypeId: null, templateTypeId: null, reason: null };
  return { displayTypeId: 1, templateTypeId: TEMPLATE[statusPageOf(reason)], reason };
}

export type BlockRule = Selectable<BlockRulesTable>;

export interface BlockSubject {
  /** two-letter country, any case */
  country: string;
  ip: string;
  userAgent: string;
}

function plainIp(ip: string): string {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return m?.[1] ?? ip;
}

/** Parses "10.0.0.0/8", "2001:db8::/32" or a single address; null when it is not one. */
export function parseCidr(cidr: string): { address: string; prefix: number; type: 'ipv4' | 'ipv6' } | null {
  const [address = '', prefixText] = cidr.split('/');
  const v = isIP(address);
  if (v === 0) return null;
  const max = v === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > max || (prefixText !== undefined && !/^\d+$/.test(prefixText))) return null;
  return { address, prefix, type: v === 4 ? 'ipv4' : 'ipv6' };
}

/** Does one rule apply? Every condition it sets must match; a rule with none blocks everyone. */
export function ruleMatches(rule: Pick<BlockRule, 'country' | 'cidr' | 'user_agent'>, s: BlockSubject): boolean {
  if (rule.country !== null && rule.country.toLowerCase() !== s.country.toLowerCase()) return false;
  if (rule.user_agent !== null && !s.userAgent.toLowerCase().includes(rule.user_agent.toLowerCase())) return false;
  if (rule.cidr !== null) {
    const c = parseCidr(rule.cidr);
    const ip = plainIp(s.ip);
    const v = isIP(ip);
    if (!c || v === 0) return false;
    const list = new BlockList();
    list.addSubnet(c.address, c.prefix, c.type);
    if (!list.check(ip, v === 4 ? 'ipv4' : 'ipv6')) return false;
  }
  return true;
}

const CACHE_MS = 2000;

/** Operator blocks by country, IP range or user agent; read per request, so cached two seconds. */
export class BlocksService {
  private cached: { at: number; rules: BlockRule[] } | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async rules(): Promise<BlockRule[]> {
    const t = this.clock.now();
    if (this.cached && t - this.cached.at < CACHE_MS) return this.cached.rules;
    const rules = await this.db.selectFrom('block_rules').selectAll().orderBy('id').execute();
    this.cached = { at: t, rules };
    return rules;
  }

  /** The first matching rule's reason, or null: for the block API and the page renderer. */
  async resolve(s: BlockSubject): Promise<BlockReason | null> {
    for (const rule of await this.rules()) {
      if (isBlockReason(rule.reason) && ruleMatches(rule, s)) return rule.reason;
    }
    return null;
  }

  async add(rule: { reason: BlockReason; country?: string; cidr?: string; userAgent?: string }): Promise<BlockRule> {
    const row = await this.db
      .insertInto('block_rules')
      .values({
        reason: rule.reason,
        country: rule.country?.toUpperCase() ?? null,
        cidr: rule.cidr ?? null,
        user_agent: rule.userAgent ?? null,
        created_at: this.clock.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    this.cached = null;
    return row;
  }

  /** Removes one rule, or all when id is omitted; returns how many went. */
  async remove(id?: number): Promise<number> {
    let q = this.db.deleteFrom('block_rules');
    if (id !== undefined) q = q.where('id', '=', id);
    const r = await q.executeTakeFirst();
    this.cached = null;
    return Number(r.numDeletedRows);
  }
}
