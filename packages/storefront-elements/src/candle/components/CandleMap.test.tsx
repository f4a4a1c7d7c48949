import { HostContext } from '@pc/shared';
import { setPageConfig } from '@pc/shared/test';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mapMarkers } from '../model/mapProjection.ts';
import { CandleMap } from './CandleMap.tsx';

// Decision 0028: with a `mapsKey` the maps service draws the map (its loader mocked here: no network
// in unit tests); without one, or when the service fails, the offline map shows: its land an image
// the build drew (decision 0060), in the first view with the markers.

const mountGoogleMap = vi.hoisted(() => vi.fn());
vi.mock('../behaviour/candleMapsService.ts', () => ({ mountGoogleMap }));

const MARKERS = mapMarkers([
  { url: 'a', name: 'Gran Cenote', latitude: 20.2, longitude: -87.5 },
  { url: 'b', name: 'Arashiyama', latitude: 35, longitude: 135.7 },
]);

let host: HTMLElement;
beforeEach(() => {
  host = document.createElement('pc-candle');
  document.body.append(host);
  mountGoogleMap.mockReset();
});
afterEach(() => {
  cleanup();
  host.remove();
  setPageConfig(null);
});

const mount = (onSelect = vi.fn()) =>
  render(
    <HostContext value={host}>
      <CandleMap markers={MARKERS} selected={1} onSelect={onSelect} />
    </HostContext>,
  );

describe('<CandleMap>', () => {
  const landImage = (container: HTMLElement) =>
    container.querySelector(`mask#pc-candle-land image`)?.getAttribute('href');

  it('without a key shows the land the build drew under every marker, in the first render', () => {
    setPageConfig({ apiRoot: '', ns: 'pc' });
    const { container } = mount();
    expect(landImage(container)).toMatch(/^\/elements\/candle-land-[A-Za-z0-9_-]{8}\.svg$/);
    expect(container.querySelector('.map__land')?.getAttribute('mask')).toBe('url(#pc-candle-land)');
    expect(mountGoogleMap).not.toHaveBeenCalled();
    expect(container.querySelectorAll('[role="button"]')).toHaveLength(2);
  });

  it('names the land under the store’s address on another host (apiRoot)', () => {
    setPageConfig({ apiRoot: 'https://store.example/', ns: 'pc' });
    const { container } = mount();
    expect(landImage(container)).toMatch(/^https:\/\/store\.example\/elements\/candle-land-/);
  });

  it('with a key mounts the maps service into light DOM slotted into the element', async () => {
    setPageConfig({ apiRoot: '', ns: 'pc', mapsKey: 'key-123' });
    const select = vi.fn();
    const destroy = vi.fn();
    mountGoogleMap.mockResolvedValue({ select, destroy });
    const onSelect = vi.fn();
    const { container, unmount } = mount(onSelect);
    await waitFor(() => expect(container.querySelector('.map--service')).not.toBeNull());
    const [slotted, key, places, selected, choose] = mountGoogleMap.mock.calls[0]!;
    expect(slotted.parentElement).toBe(host);
    expect(slotted.slot).toBe('map');
    expect(key).toBe('key-123');
    expect(places).toEqual([
      { name: 'Gran Cenote', latitude: 20.2, longitude: -87.5 },
      { name: 'Arashiyama', latitude: 35, longitude: 135.7 },
    ]);
    expect(selected).toBe(1);
    // A marker of the service selects its candle.
    choose(0);
    expect(onSelect).toHaveBeenCalledWith(0);
    expect(select).toHaveBeenCalledWith(1);
    unmount();
    expect(destroy).toHaveBeenCalled();
  });

  it('falls back to the offline map when the service fails to load', async () => {
    setPageConfig({ apiRoot: '', ns: 'pc', mapsKey: 'key-123' });
    mountGoogleMap.mockRejectedValue(new Error('offline'));
    const { container } = mount();
    await waitFor(() => expect(host.querySelector('[slot="map"]')).toBeNull());
    expect(mountGoogleMap).toHaveBeenCalled();
    expect(container.querySelector('.map--service')).toBeNull();
    expect(landImage(container)).toMatch(/candle-land-/);
  });
});
