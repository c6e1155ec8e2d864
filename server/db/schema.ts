// The one Database interface: every table the server reads or writes, as Kysely sees it.
// Migrations (frozen, in ./migrations) create exactly these shapes on SQLite and PostgreSQL.
import type { Generated } from 'kysely';

export interface SiteConfigTable {
  /** config group (spec 2 §9: core, application, auth, ... common) */
  group_name: string;
  key: string;
  /** JSON text */
  value: string;
  updated_at: string;
}

export interface Database {
  site_config: SiteConfigTable;
}

export type { Generated };
