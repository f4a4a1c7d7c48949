import { importLibrary, setOptions } from '@googlemaps/js-api-loader';

/**
 * The maps service (spec §7 "A maps service is loaded with its places library"), used when the page
 * configuration carries a `mapsKey` (docs/decisions/0028). Its own chunk, loaded only on /candle.
 * Google's map draws into light DOM slotted into the element (its stylesheets go to the document, not
 * into shadow roots); each marker is Google's keyboard-operable marker, titled with its candle.
 */

export interface MapCandle {
  readonly name: string;
  readonly latitude: number;
  readonly longitude: number;
}

export interface GoogleMapHandle {
  /** Centres the map on the chosen candle. */
  select(index: number): void;
  destroy(): void;
}

let configuredKey: string | null = null;

export async function mountGoogleMap(
  container: HTMLElement,
  key: string,
  candles: readonly MapCandle[],
  selected: number,
  onSelect: (index: number) => void,
): Promise<GoogleMapHandle> {
  // The loader takes its options once per page.
  if (configuredKey === null) {
    setOptions({ key, v: 'weekly', libraries: ['places'] });
    configuredKey = key;
  }
  const [{ Map: GoogleMap }, { Marker }] = await Promise.all([
    importLibrary('maps'),
    importLibrary('marker'),
    importLibrary('places'),
  ]);
  const position = (candle: MapCandle) => ({ lat: candle.latitude, lng: candle.longitude });
  const start = candles[selected] ?? candles[0];
  const map = new GoogleMap(container, {
    center: start ? position(start) : { lat: 30, lng: 0 },
    zoom: 2,
    disableDefaultUI: true,
    zoomControl: true,
    keyboardShortcuts: true,
  });
  const markers = candles.map((candle, index) => {
    const marker = new Marker({ map, position: position(candle), title: candle.name });
    marker.addListener('click', () => onSelect(index));
    return marker;
  });
  return {
    select(index) {
      const candle = candles[index];
      if (candle) map.panTo(position(candle));
    },
    destroy() {
      for (const marker of markers) marker.setMap(null);
      container.remove();
    },
  };
}
