/**
 * spec §2 Results: a navigation row button takes the shopper to that set's card (`data-navigation`
 * names it): scrolled to, and its heading focused, so the keyboard goes on from there. Part of the
 * actions' chunk (behaviour/actions.ts): the row's buttons fetch it as the shopper heads for them.
 */
export function goToCard(root: HTMLElement | null, name: string): void {
  const cardsInView = root?.querySelectorAll<HTMLElement>('[data-navigation]') ?? [];
  const card = [...cardsInView].find((candidate) => candidate.dataset.navigation === name);
  card?.scrollIntoView({ block: 'start' });
  card?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
}
