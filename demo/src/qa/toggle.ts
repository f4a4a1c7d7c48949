/**
 * The QA panel's toggle (docs/decisions/0058): the page's HTML holds the panel's heading with a
 * disclosure button (`<button aria-expanded>` controlling `.qa-body`); the panel's code and its calls
 * (/__qa/state, the cart poll) load only when a tester opens it, never with a shopper's page. The
 * choice is kept in localStorage, so a tester's reloads (the identity switch, reset) keep it open.
 */
export const QA_OPEN_KEY = 'pc-demo-qa-open';

const readOpen = (): boolean => {
  try {
    return window.localStorage.getItem(QA_OPEN_KEY) === 'true';
  } catch {
    return false;
  }
};

const saveOpen = (open: boolean): void => {
  try {
    window.localStorage.setItem(QA_OPEN_KEY, String(open));
  } catch {
    // Storage blocked: the panel still opens, for this page.
  }
};

/**
 * Wires the toggle of `aside`. The panel shows once `firstView` (the route's first view is in) and,
 * when open, once its own first view is read: on a phone it sits below the main region, so nothing
 * there moves as they fill (decision 0053). Resolves once it shows (or at once without its toggle):
 * what comes after it on the page (the consent banner) shows then, so the panel moves nothing either.
 */
export const installQaPanel = (aside: HTMLElement, firstView: Promise<void>): Promise<void> => {
  const toggle = aside.querySelector<HTMLButtonElement>('.qa-toggle');
  const body = aside.querySelector<HTMLElement>('.qa-body');
  if (!toggle || !body) return Promise.resolve();
  let mounted: Promise<void> | null = null;
  const mount = (): Promise<void> => {
    mounted ??= import('./panel.ts')
      .then(({ mountQaPanel }) => mountQaPanel(body))
      .catch((error: unknown) => {
        body.textContent = `The QA panel could not be loaded: ${String(error)}`;
      });
    return mounted;
  };
  const show = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    body.hidden = !open;
  };
  toggle.addEventListener('click', () => {
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    saveOpen(open);
    show(open);
    if (open) void mount();
  });
  // A QA link (`?qa=`, decision 0194) sets this session up and opens its page, with the panel open.
  if (new URLSearchParams(window.location.search).has('qa')) {
    saveOpen(true);
    import('./applySetup.ts')
      .then(({ openSharedLink }) => openSharedLink())
      .catch((error: unknown) => console.error('The QA link could not be applied', error));
  }
  const open = readOpen();
  show(open);
  return Promise.all([firstView, open ? mount() : null]).then(() => {
    aside.hidden = false;
  });
};
