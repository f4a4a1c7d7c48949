/**
 * Exactly one set of shared stores per page (design.md "State"), even when two separately built bundles
 * each include this module: the first creates an entry under a global symbol, later ones reuse it.
 * Bump the version in the key if an entry's shape ever changes incompatibly.
 */
const REGISTRY_KEY = Symbol.for('pc.shared.stores.v1');

type Registry = Record<string, unknown>;

function registry(): Registry {
  const global = globalThis as typeof globalThis & { [REGISTRY_KEY]?: Registry };
  global[REGISTRY_KEY] ??= {};
  return global[REGISTRY_KEY];
}

/** Returns the page's instance named `name`, creating it with `create` the first time. */
export function shared<T>(name: string, create: () => T): T {
  const entries = registry();
  if (!(name in entries)) entries[name] = create();
  return entries[name] as T;
}

/** Test-only: drop every shared instance (simulates a fresh page), closing what they hold open. */
export function resetSharedStoresForTests(): void {
  const global = globalThis as typeof globalThis & { [REGISTRY_KEY]?: Registry };
  for (const entry of Object.values(global[REGISTRY_KEY] ?? {}))
    (entry as { dispose?: () => void }).dispose?.();
  delete global[REGISTRY_KEY];
}
