// @vitest-environment node
import { HostContext } from '@pc/shared';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LaunchRoot } from './LaunchRoot.tsx';
import { launchProduct } from './test/launchFixture.ts';

// design.md "First paint": the store server renders <pc-launch>'s first view in node, without a DOM, from page data.

describe('<pc-launch> renders without a DOM', () => {
  it('its first view, sold out as the page data says', () => {
    expect(typeof window).toBe('undefined');
    const pageData = {
      launch: { code: 'gran-cenote_tf', product: launchProduct(), stockStatus: 'outofstock' },
    };
    const html = renderToString(
      <HostContext value={{} as HTMLElement}>
        <LaunchRoot code="gran-cenote_tf" pageData={pageData} />
      </HostContext>,
    );
    expect(html).toContain('Gran Cenote × Throwing Fits');
    expect(html).toContain('SOLD OUT');
    expect(html).not.toContain('CHECKOUT - $');
    // every review is in the HTML, before the carousel's engine loads
    expect(html).toContain('Vacation in a bottle');
    expect(html).toContain('Compliment magnet');
  });
});
