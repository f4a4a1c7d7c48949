// @vitest-environment node
import { HostContext } from '@pc/shared';
import { settleLoads } from '@pc/shared/test';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cologneReady } from './behaviour/cologneChunk.ts';
import { QuizRoot } from './QuizRoot.tsx';
import { cologneQuiz, servedQuiz } from './test/quizServer.ts';

// design.md "First paint": the store server renders <pc-quiz>'s first view in node, without a DOM: the root reads
// nothing but its props and page data while rendering (docs/decisions/0024).

/** What useHost() gives on a server: never used while rendering, only in effects and handlers. */
const serverHost = {} as HTMLElement;

describe('<pc-quiz> renders without a DOM', () => {
  it('its first view from page data', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <HostContext value={serverHost}>
        <QuizRoot type="gift" pageData={{ quiz: servedQuiz('gift'), hideHair: false, hideScent: false }} />
      </HostContext>,
    );
    expect(html).toContain('Ready to give a personal gift?');
    expect(html).toContain('Their name?');
  });

  it('its icons load lazily, with no image preload in the HTML before the questions (decision 0072)', () => {
    const html = renderToString(
      <HostContext value={serverHost}>
        <QuizRoot type="self" pageData={{ quiz: servedQuiz('self'), hideHair: false, hideScent: false }} />
      </HostContext>,
    );
    const images = html.match(/<img\b[^>]*>/g) ?? [];
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image).toContain('loading="lazy"');
      expect(image).toMatch(/width="48" height="48"/);
    }
    expect(html).not.toMatch(/<link\b[^>]*rel="preload"/);
  });

  it('the cologne typeahead of saved progress that shows it, its chunk loaded first as the server render loads it', async () => {
    // The server render settles the element's firstViewLoads before anything renders (serverElements.ts
    // loadFirstViews; store-server pages/serverRender.test.ts renders such a page with the real build).
    await settleLoads([cologneReady]);
    const html = renderToString(
      <HostContext value={serverHost}>
        <QuizRoot
          type="self"
          pageData={{
            quiz: cologneQuiz('self', { fragrance_knowledge: '1' }),
            hideHair: false,
            hideScent: false,
          }}
        />
      </HostContext>,
    );
    expect(html).toMatch(/<input [^>]*role="combobox"[^>]*aria-expanded="false"/);
    expect(html).toContain('role="listbox"');
  });

  it('its loading view without page data', () => {
    const html = renderToString(
      <HostContext value={serverHost}>
        <QuizRoot type="self" pageData={null} />
      </HostContext>,
    );
    expect(html).toContain('class="skeleton"');
  });
});
