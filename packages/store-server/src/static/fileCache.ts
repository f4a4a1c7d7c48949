import { readFile, stat } from 'node:fs/promises';

/**
 * A built file read once and kept until it changes on disk (issue 11 item 10): the demo page and the
 * build manifests were read and parsed on every page; now a page costs one stat of each, so a rebuild
 * still shows without a restart.
 */
export const cachedFile = <T>(parse: (text: string) => T) => {
  const kept = new Map<string, { mtime: number; value: T }>();
  return async (path: string): Promise<T> => {
    const { mtimeMs } = await stat(path);
    const hit = kept.get(path);
    if (hit?.mtime === mtimeMs) return hit.value;
    const value = parse(await readFile(path, 'utf8'));
    kept.set(path, { mtime: mtimeMs, value });
    return value;
  };
};
