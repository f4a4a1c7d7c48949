import { resetPageConfigForTests } from '../config/pageConfig.ts';

/** Puts a `#pc-config` script on the page (or removes it with `null`) and forgets the cached one. */
export function setPageConfig(config: Record<string, unknown> | null): void {
  document.getElementById('pc-config')?.remove();
  resetPageConfigForTests();
  if (!config) return;
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'pc-config';
  script.textContent = JSON.stringify(config);
  document.head.append(script);
}
