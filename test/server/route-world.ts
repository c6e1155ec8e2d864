// Makes a live server match a RouteContext of the shared route cases: site config (languages
// and every SiteFlags switch), block rules, maintenance, players signed in, banned or with
// changed terms, cookies and Accept-Language. Only what changed between cases is written.
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '@site/routes';
import type { BlockReason } from '../../server/plugins/app/operator/blocks';
import { AUTHORISED_COOKIE, LANGUAGE_COOKIE } from '../../server/plugins/app/site/route-context';
import { configEntriesForFlags } from '@site/routes';
import { registerPlayer, type Player } from './players';

export interface LiveRequest {
  app: FastifyInstance;
  headers: Record<string, string>;
}

type Role = 'plain' | 'termsChanged';

export class RouteWorld {
  private readonly config = new Map<string, string>();
  private blockReason: number | null = null;
  private maintenance = false;
  /** The development app's block and maintenance caches are not dropped by writes through the other app. */
  private operatorRulesWritten = false;
  private readonly players = new Map<Role, Player>();
  private readonly bans = new Map<Role, string>();

  /** `production` answers env 'production', `development` the rest; both share one database. */
  constructor(private readonly apps: { production: FastifyInstance; development: FastifyInstance }) {}

  private get services(): FastifyInstance {
    return this.apps.production;
  }

  /** Two players: one has accepted the latest terms, the other has not (terms bumped after both registered). */
  async setup(): Promise<void> {
    const plain = await registerPlayer(this.services);
    const termsChanged = await registerPlayer(this.services);
    await this.services.terms.bump();
    await this.services.terms.accept(plain.userId);
    this.players.set('plain', plain);
    this.players.set('termsChanged', termsChanged);
  }

  private async setConfig(group: Parameters<FastifyInstance['siteConfig']['set']>[0], key: string, value: unknown): Promise<void> {
    const id = `${group}.${key}`;
    const json = JSON.stringify(value);
    if (this.config.get(id) === json) return;
    // each app caches the config; writing through both drops both caches
    await this.apps.production.siteConfig.set(group, key, value);
    await this.apps.development.siteConfig.set(group, key, value);
    this.config.set(id, json);
  }

  private async setBlock(reason: number | null | undefined): Promise<void> {
    const next = reason ?? null;
    if (next === this.blockReason) return;
    await this.services.blocks.remove();
    // a rule with no condition blocks everyone; an unknown reason is stored but never applies
    if (next !== null) await this.services.blocks.add({ reason: next as BlockReason });
    this.blockReason = next;
    this.operatorRulesWritten = true;
  }

  private async setMaintenance(active: boolean): Promise<void> {
    if (active === this.maintenance) return;
    // the platform has no way to end a window early, so cases needing it must come last
    if (!active) throw new Error('maintenance cannot be switched off: order maintenance cases last');
    const now = Date.now();
    await this.services.maintenance.schedule(new Date(now - 3600_000), new Date(now + 3600_000));
    this.maintenance = true;
    this.operatorRulesWritten = true;
  }

  private async signIn(ctx: RouteContext): Promise<Player | undefined> {
    if (!ctx.signedIn) return undefined;
    const role: Role = ctx.termsChanged === true ? 'termsChanged' : 'plain';
    const player = this.players.get(role);
    if (!player) throw new Error('RouteWorld.setup() first');
    const ban = `${ctx.banLevel}/${ctx.banVersion}`;
    if ((this.bans.get(role) ?? '0/0') !== ban) {
      await this.services.users.ban(player.userId, ctx.banLevel, ctx.banVersion);
      this.bans.set(role, ban);
    }
    return player;
  }

  /** Brings the server to `ctx`; returns the app to ask and the headers to send. */
  async realise(ctx: RouteContext): Promise<LiveRequest> {
    await this.setConfig('core', 'languages', ctx.languages.available);
    await this.setConfig('core', 'hiddenLanguagesForAnonymous', ctx.languages.hiddenForAnonymous);
    await this.setConfig('core', 'defaultLanguage', ctx.languages.default);
    for (const { group, key, value } of configEntriesForFlags(ctx.flags)) await this.setConfig(group, key, value);
    await this.setBlock(ctx.blockReason);
    await this.setMaintenance(ctx.maintenanceActive);

    const cookies: string[] = [];
    const player = await this.signIn(ctx);
    if (player) cookies.push(player.cookie);
    if (ctx.cookieLang !== undefined) cookies.push(`${LANGUAGE_COOKIE}=${ctx.cookieLang}`);
    if (ctx.cookieAuthorised) cookies.push(`${AUTHORISED_COOKIE}=1`);
    const headers: Record<string, string> = {};
    if (cookies.length > 0) headers.cookie = cookies.join('; ');
    if (typeof ctx.acceptLanguage === 'string') headers['accept-language'] = ctx.acceptLanguage;
    else if (ctx.acceptLanguage !== undefined) headers['accept-language'] = ctx.acceptLanguage.join(',');
    if (ctx.env === 'production') return { app: this.apps.production, headers };
    if (this.operatorRulesWritten) throw new Error('development cases must come before block or maintenance cases');
    return { app: this.apps.development, headers };
  }
}
