// @vitest-environment node
import { HostContext } from '@pc/shared';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResultsRoot } from './ResultsRoot.tsx';
import { bodySynthetic, cologneSet, product, resultsState } from './test/resultsFixture.ts';

// design.md "First paint": the store server renders <pc-results>'s first view in node, without a DOM: the root reads
// nothing but its props and page data while rendering (docs/decisions/0024).

const serverHost = {} as HTMLElement;

describe('<pc-results> renders without a DOM', () => {
  it('its first view from the results page data', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <HostContext value={serverHost}>
        <ResultsRoot
          bathroomModule
          pageData={{ results: resultsState({ showEmailCapture: true, allProducts: [bodySynthetic()] }) }}
        />
      </HostContext>,
    );
    expect(html).toContain('Body Set');
  });

  it("loads only the first card's first image eagerly, the one image the HTML preloads (decision 0076)", () => {
    const html = renderToString(
      <HostContext value={serverHost}>
        <ResultsRoot
          pageData={{ results: resultsState({ allProducts: [product(), bodySynthetic(), cologneSet()] }) }}
        />
      </HostContext>,
    );
    const images = html.match(/<img\b[^>]*>/g) ?? [];
    expect(images.length).toBeGreaterThan(3);
    const eager = images.filter((image) => !image.includes('loading="lazy"'));
    expect(eager).toEqual([expect.stringContaining('src="/assets/sets/face-set.svg"')]);
    expect(html.match(/<link\b[^>]*rel="preload"[^>]*>/g)).toEqual([
      expect.stringContaining('href="/assets/sets/face-set.svg"'),
    ]);
  });
});
