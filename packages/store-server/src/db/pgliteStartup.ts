import { accessSync, constants, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LOCK_FILE } from './dataDirLock.ts';

// docs/decisions/0090: a start on a bad data directory says what is wrong and what to do, instead of
// PGlite's own "PGlite failed to initialize properly" or an Emscripten `ErrnoError errno 51`.

/** The PostgreSQL major version this PGlite writes (its data directory's PG_VERSION; a test checks it). */
export const PGLITE_PG_MAJOR = '18';

export class DataDirError extends Error {
  override name = 'DataDirError';
}

const CHOOSE =
  'Set PGLITE_DATA_DIR to an empty or missing directory for a new store, or to the directory of an existing one.';

/** What is wrong with `dir`, as far as the file system tells; undefined when it looks right. */
export const dataDirProblem = (dir: string): string | undefined => {
  if (!existsSync(dir)) return undefined;
  if (!statSync(dir).isDirectory()) return `${dir} is a file, not a directory. ${CHOOSE}`;
  try {
    accessSync(dir, constants.R_OK | constants.W_OK | constants.X_OK);
  } catch {
    return `This process (uid ${process.getuid?.() ?? '?'}) cannot read and write ${dir}. Give it the directory (chown) or choose another. ${CHOOSE}`;
  }
  const entries = readdirSync(dir).filter((name) => name !== LOCK_FILE);
  if (entries.length === 0) return undefined;
  if (!existsSync(join(dir, 'PG_VERSION')))
    return `${dir} holds other files (${entries.slice(0, 3).join(', ')}${entries.length > 3 ? ', …' : ''}) but no database. ${CHOOSE}`;
  return undefined;
};

/** A database of another PostgreSQL version than this PGlite's: told only once PGlite failed on it. */
const versionProblem = (dir: string): string | undefined => {
  const file = join(dir, 'PG_VERSION');
  const version = existsSync(file) ? readFileSync(file, 'utf8').trim() : PGLITE_PG_MAJOR;
  return version === PGLITE_PG_MAJOR
    ? undefined
    : `${dir} holds a PostgreSQL ${version} database; this store's PGlite reads PostgreSQL ${PGLITE_PG_MAJOR}. Move its data with pg_dump and a restore into a new directory, or point PGLITE_DATA_DIR elsewhere.`;
};

/** Makes `dir` ready for PGlite, or throws a DataDirError saying what is wrong with it. */
export const prepareDataDir = (dir: string): void => {
  const problem = dataDirProblem(dir);
  if (problem) throw new DataDirError(problem);
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    throw new DataDirError(`Cannot create ${dir} (${(error as Error).message}). ${CHOOSE}`, { cause: error });
  }
};

/** The error to show for PGlite failing to open `dir`. */
export const explainPgliteFailure = (dir: string, error: unknown): Error => {
  if (error instanceof Error && error.name === 'DurabilityUnavailableError') return error;
  const reason = error instanceof Error ? error.message : String(error);
  const problem = dataDirProblem(dir) ?? versionProblem(dir);
  return new DataDirError(
    problem ??
      `PGlite could not open the database in ${dir} (${reason}). Its files may be damaged, for example by a full disk or by two servers having written to it: restore the directory from a backup, or start a new store with an empty PGLITE_DATA_DIR.`,
    { cause: error },
  );
};
