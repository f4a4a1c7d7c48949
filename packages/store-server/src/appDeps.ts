import type { Clock } from './clock.ts';
import type { Db } from './db/db.ts';
import type { NonceService } from './session/nonce.ts';

/** What every route plugin is given (its plugin options). */
export interface AppDeps {
  db: Db;
  clock: Clock;
  nonces: NonceService;
  /** Built front end: dist/elements and dist/demo. */
  distDir: string;
}
