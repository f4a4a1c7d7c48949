import type { Page } from '@playwright/test';

// design.md "First paint": nothing shifts on every route's load. The browser's own account of it: the
// Layout Instability API's `layout-shift` entries, read with a PerformanceObserver that asks for the
// buffered ones, so every shift since the page's navigation started is there.

export interface LayoutShift {
  readonly value: number;
  readonly startTime: number;
  /** What moved, as `tag.class x,y wxh → x,y wxh` (a node inside a shadow root is named too). */
  readonly sources: readonly string[];
}

/**
 * Every layout-shift entry from the navigation until now. Call it once the first view is on screen:
 * it waits two frames first, so the frame that painted the first view is counted.
 */
export const layoutShifts = (page: Page): Promise<LayoutShift[]> =>
  page.evaluate(
    () =>
      new Promise<LayoutShift[]>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const entries = (list: PerformanceEntry[]) =>
              list.map((entry) => {
                const shift = entry as PerformanceEntry & {
                  value: number;
                  sources?: {
                    node?: Node | null;
                    previousRect: DOMRectReadOnly;
                    currentRect: DOMRectReadOnly;
                  }[];
                };
                return {
                  value: shift.value,
                  startTime: Math.round(shift.startTime),
                  sources: (shift.sources ?? []).map(({ node, previousRect: a, currentRect: b }) => {
                    const name =
                      node instanceof Element
                        ? `${node.localName}.${String(node.className)}`
                        : String(node?.nodeName ?? 'unknown');
                    return `${name} ${a.x},${a.y} ${a.width}x${a.height} → ${b.x},${b.y} ${b.width}x${b.height}`;
                  }),
                };
              });
            const observer = new PerformanceObserver((list) => {
              observer.disconnect();
              resolve(entries(list.getEntries()));
            });
            observer.observe({ type: 'layout-shift', buffered: true });
            // The buffered entries arrive in one callback at once; none at all means no callback.
            setTimeout(() => {
              observer.disconnect();
              resolve([]);
            }, 250);
          }),
        );
      }),
  );
