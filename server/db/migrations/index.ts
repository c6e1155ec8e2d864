import type { Migration } from 'kysely';
import * as m0001 from './0001-site-config';

/** Every migration in order; names sort lexically, as Kysely requires. */
export const migrations: Record<string, Migration> = {
  '0001-site-config': m0001,
};
