// Test-only: an element root rendered as the server renders it, then hydrated as the browser does
// (docs/decisions/0020: hydration without replacing nodes, no hydration mismatch warning).
import { act, createElement, type ReactElement, type ReactNode, useLayoutEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';

export interface HydrationCheck {
  /** The server render's HTML. */
  readonly html: string;
  /** The container the HTML was hydrated in; it shows the element as it is after its effects ran. */
  readonly container: HTMLElement;
  /** Hydration errors React recovered from (onRecoverableError) and every console.error, as text. */
  readonly problems: readonly string[];
  /** Elements of the server HTML that hydration did not keep (React rendered anew over them). */
  readonly replaced: readonly Element[];
  /** Unmounts the root and removes the container. */
  unmount(): void;
}

/** Calls `onCommit` in the commit that hydrated `children` (before any effect of theirs re-renders). */
function Probe({ children, onCommit }: { children?: ReactNode; onCommit: () => void }) {
  useLayoutEffect(onCommit, []);
  return children;
}

const text = (value: unknown): string =>
  value instanceof Error ? `${value.message}${value.cause ? ` (${text(value.cause)})` : ''}` : String(value);

/**
 * Runs `render` as the server render build does: `import.meta.env.SSR` true (Vite's for a server
 * build), and no `document` (it runs in Node).
 */
function asOnServer<T>(render: () => T): T {
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'document');
  vi.stubEnv('SSR', true);
  if (descriptor?.configurable) Reflect.deleteProperty(globalThis, 'document');
  try {
    return render();
  } finally {
    if (descriptor?.configurable) Object.defineProperty(globalThis, 'document', descriptor);
    vi.stubEnv('SSR', false);
  }
}

/**
 * Renders `element` to HTML with `react-dom/server` as the server does (`asOnServer`), before `browserState` exists (a server knows no
 * cookie, chat widget or local storage), then sets that state (`browserState()`) and hydrates the
 * HTML in place with `hydrateRoot`, letting effects run. A root whose first render reads nothing but
 * its props gives no problems and replaces nothing.
 */
export async function serverRenderThenHydrate(
  element: ReactElement,
  browserState: () => void = () => {},
): Promise<HydrationCheck> {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const noop = () => {};
  const html = asOnServer(() => renderToString(createElement(Probe, { onCommit: noop }, element)));
  browserState();

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const served = [...container.querySelectorAll('*')];
  let replaced: Element[] = served;

  const problems: string[] = [];
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    problems.push(args.map(text).join(' '));
  };
  let root: Root | undefined;
  try {
    await act(async () => {
      root = hydrateRoot(
        container,
        createElement(
          Probe,
          {
            onCommit: () => {
              replaced = served.filter((node) => !container.contains(node));
            },
          },
          element,
        ),
        { onRecoverableError: (error) => problems.push(`recoverable: ${text(error)}`) },
      );
    });
  } finally {
    console.error = consoleError;
  }
  return {
    html,
    container,
    problems,
    replaced,
    unmount() {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

/**
 * Whether hydrateRoot has been called on an element's view (React's container mark on its wrapper,
 * `[data-pc-root]`): React listens there, the root still dehydrated until the commit.
 */
export const hydrationStarted = (shadow: ShadowRoot): boolean =>
  Object.keys(shadow.querySelector('[data-pc-root]') ?? {}).some((key) => key.startsWith('__reactContainer'));
