import { readFile, stat } from 'node:fs/promises';

/**
 * How long a built file's check holds (docs/decisions/0056): a file is looked at
 * on disk again at most once a second, so a page costs no stat at all under load and a rebuild
 * still shows, within a second, without a restart.
 */
export const RECHECK_MS = 1000;

/**
 * A built file read once and kept until it changes on disk (docs/decisions/0045): the demo page and the
 * build manifests were read and parsed on every page; now they are read again only when their mtime
 * moved, and the mtime is looked at once per `recheckMs` at most.
 */
export const cachedFile = <T>(parse: (text: string) => T, recheckMs = RECHECK_MS) => {
  const kept = new Map<string, { mtime: number; value: T; checkedAt: number }>();
  return async (path: string): Promise<T> => {
    const now = performance.now();
    const hit = kept.get(path);
    if (hit && now - hit.checkedAt < recheckMs) return hit.value;
    const { mtimeMs } = await stat(path);
    if (hit?.mtime === mtimeMs) {
      hit.checkedAt = now;
      return hit.value;
    }
    const value = parse(await readFile(path, 'utf8'));
    kept.set(path, { mtime: mtimeMs, value, checkedAt: now });
    return value;
  };
};
