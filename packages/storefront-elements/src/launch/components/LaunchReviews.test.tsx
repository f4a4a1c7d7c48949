import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENGINE_ROOT_MARGIN } from '../behaviour/useReviewsEngine.ts';
import type { LaunchView } from '../model/launchView.ts';
import type { CarouselControls, ReviewsEngineProps } from './ReviewsEngine.tsx';

// spec §2 "optional reviews carousel": its engine (embla, 6.8 KB brotli) is downloaded only when the
// carousel nears the viewport or the shopper reaches for it (docs/decisions/0067), and a move asked
// for meanwhile is made when it arrives. The engine module is replaced by a stand-in that records
// when it arrives and how it is driven; the observer is a fake the test makes intersect.

const engine = vi.hoisted(() => ({
  loaded: 0,
  moves: [] as { snap: number; jump: boolean }[],
  selected: 0,
}));

vi.mock('./ReviewsEngine.tsx', async () => {
  const { useEffect } = await import('react');
  return {
    // Mounted as soon as its module arrived (the module itself is evaluated once per test file).
    default: function StandInEngine({ onReady }: ReviewsEngineProps) {
      useEffect(() => {
        engine.loaded += 1;
        const controls: CarouselControls = {
          scrollTo: (snap, jump) => {
            engine.moves.push({ snap, jump });
            engine.selected = snap;
          },
          selected: () => engine.selected,
          snapCount: () => 3,
        };
        onReady(controls);
      }, [onReady]);
      return null;
    },
  };
});

class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  /** the observed carousel comes within the root margin */
  intersect() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

const review = (n: number) => ({
  author: `Author ${n}`,
  location: 'Austin, TX',
  rating: 5,
  title: `Title ${n}`,
  text: `Review ${n}`,
});
const reviews = (count: number) =>
  Array.from({ length: count }, (_, index) => review(index + 1)) as unknown as LaunchView['reviews'];

/** The view from a fresh module graph, so each test's import of the engine starts anew. */
const renderReviews = async (count: number) => {
  const { LaunchReviews } = await import('./LaunchReviews.tsx');
  return render(<LaunchReviews reviews={reviews(count)} />);
};

/** Lets the dynamic import and the engine's effects settle. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

beforeEach(() => {
  vi.resetModules();
  FakeObserver.all = [];
  engine.loaded = 0;
  engine.moves = [];
  engine.selected = 0;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the reviews carousel’s engine loads near the viewport (decision 0067)', () => {
  it('is not loaded while the carousel is far from the viewport, and loads when it nears it', async () => {
    const { container } = await renderReviews(3);
    await settle();
    expect(engine.loaded).toBe(0);
    const carousel = screen.getByRole('region', { name: 'Customer reviews' });
    expect(carousel.hasAttribute('data-ready')).toBe(false);
    // One observer, a screen's height ahead, on the carousel itself.
    expect(FakeObserver.all).toHaveLength(1);
    const [observer] = FakeObserver.all as [FakeObserver];
    expect(observer.options.rootMargin).toBe(ENGINE_ROOT_MARGIN);
    expect(observer.targets).toEqual([container.querySelector('.carousel')]);

    await act(async () => observer.intersect());
    await settle();
    expect(engine.loaded).toBe(1);
    expect(observer.disconnected).toBe(true);
    expect(carousel.getAttribute('data-ready')).toBe('true');
  });

  it.each([
    ['points at it', (node: Element) => fireEvent.pointerEnter(node)],
    ['touches it', (node: Element) => fireEvent.touchStart(node)],
    ['focuses a button', () => screen.getByRole('button', { name: 'Next review' }).focus()],
  ])('loads at once when the shopper %s', async (_, reach) => {
    await renderReviews(3);
    await settle();
    expect(engine.loaded).toBe(0);
    await act(async () => reach(screen.getByRole('region', { name: 'Customer reviews' })));
    await settle();
    expect(engine.loaded).toBe(1);
  });

  it('makes a move asked for before the engine arrived once it has', async () => {
    await renderReviews(3);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Next review' }));
    await settle();
    expect(engine.loaded).toBe(1);
    expect(engine.moves).toEqual([{ snap: 1, jump: false }]);
    expect(screen.getByRole('region', { name: 'Customer reviews' }).getAttribute('data-ready')).toBe('true');
  });

  it('a single review never loads the engine: it has nothing to move', async () => {
    await renderReviews(1);
    await settle();
    expect(FakeObserver.all).toHaveLength(0);
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Customer reviews' }));
    await settle();
    expect(engine.loaded).toBe(0);
  });
});
