// @vitest-environment node
import { HostContext } from '@pc/shared';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CandleRoot } from './CandleRoot.tsx';
import { CANDLE_PRODUCT } from './test/candleProduct.ts';

// design.md "First paint": the store server renders <pc-candle>'s first view in node, without a DOM: the candle the
// path names, the map's box with every marker, and the buy button, from props and page data alone.

const render = (path: string | undefined) =>
  renderToString(
    <HostContext value={{} as HTMLElement}>
      <CandleRoot path={path} pageData={{ candle: CANDLE_PRODUCT }} />
    </HostContext>,
  );

describe('<pc-candle> renders without a DOM', () => {
  it('the candle of the path, its map markers and its stock state', () => {
    expect(typeof window).toBe('undefined');
    const html = render('big-sur');
    expect(html).toContain('>Big Sur</h1>');
    expect(html).toContain('NEXT BATCH SHIPS IN 4 WEEKS');
    expect(html).toContain('CHECKOUT - $48');
    // One marker per enabled candle, the current one pressed; the disabled Oia has none.
    expect(html.match(/role="button"/g)).toHaveLength(3);
    expect(html).toMatch(
      /aria-pressed="true" aria-label="Big Sur"|aria-label="Big Sur"[^>]*aria-pressed="true"/,
    );
    expect(html).not.toContain('Oia');
    // The overlay is closed: its content is not rendered yet (the CMS HTML is sanitised in the browser).
    expect(html).not.toContain('the story');
  });

  it('the first enabled candle on /candle, and without page data an empty page', () => {
    expect(render(undefined)).toContain('>Gran Cenote</h1>');
    const empty = renderToString(
      <HostContext value={{} as HTMLElement}>
        <CandleRoot pageData={null} />
      </HostContext>,
    );
    expect(empty).toContain('candle--empty');
    expect(empty).not.toContain('CHECKOUT');
  });
});
