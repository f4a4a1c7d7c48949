/**
 * Bytes per route (docs/decisions/0019: "bytes per route (JS, CSS, HTML; raw, gzip, brotli)"): the bodies
 * a page actually loads, sorted by kind, each compressed here with node:zlib so the figure does not
 * depend on whether the server compresses (gzip 9, brotli 11: scripts/size.ts's measure, what a
 * CDN serves). What came over the wire is kept beside it, to show what the server sends today.
 */
import type { Sizes } from '../compressedSizes.ts';

export type ByteKind = 'js' | 'css' | 'html' | 'other';

export const BYTE_KINDS: readonly ByteKind[] = ['js', 'css', 'html', 'other'];

/** One response the page received. */
export interface LoadedBody {
  readonly url: string;
  /** Playwright's request.resourceType(): 'document', 'script', 'stylesheet', 'fetch'… */
  readonly resourceType: string;
  /** the Content-Type header, '' when absent */
  readonly contentType: string;
  /** the body as the page got it, decoded */
  readonly sizes: Sizes;
  /** body bytes on the wire (encoded), NaN when unknown */
  readonly wire: number;
  /**
   * Asked for after the page settled (the `pc-page-settled` mark: the header's `<pc-cart>`, the pop-up
   * companions, decision 0136), not while it loaded its first view (issue 45 item 4).
   */
  readonly afterSettle?: boolean;
}

type SizesAndFiles = Sizes & { readonly files: number };

export interface RouteBytes {
  readonly byKind: Readonly<Record<ByteKind, SizesAndFiles>>;
  /** The JS, asked for before the page settled and after it (all before on a page that never marks it). */
  readonly jsBySettle: { readonly before: SizesAndFiles; readonly after: SizesAndFiles };
  /** every body on the wire, all kinds */
  readonly wire: number;
  readonly responses: number;
}

/** The kind of a response: by what loaded it first, then by its Content-Type. */
export const byteKind = (resourceType: string, contentType: string): ByteKind => {
  if (resourceType === 'script') return 'js';
  if (resourceType === 'stylesheet') return 'css';
  if (resourceType === 'document') return 'html';
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (/^(text|application)\/(x-)?(javascript|ecmascript)$/.test(type)) return 'js';
  if (type === 'text/css') return 'css';
  if (type === 'text/html') return 'html';
  return 'other';
};

/** The sums per kind of a page's bodies (each body compressed on its own, as it is served). */
export const sumBytes = (bodies: readonly LoadedBody[]): RouteBytes => {
  const total = (of: readonly LoadedBody[]): SizesAndFiles => {
    const sum = (key: keyof Sizes) => of.reduce((bytes, body) => bytes + body.sizes[key], 0);
    return { raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli'), files: of.length };
  };
  const of = (kind: ByteKind) =>
    bodies.filter((body) => byteKind(body.resourceType, body.contentType) === kind);
  const js = of('js');
  return {
    byKind: { js: total(js), css: total(of('css')), html: total(of('html')), other: total(of('other')) },
    jsBySettle: {
      before: total(js.filter((body) => !body.afterSettle)),
      after: total(js.filter((body) => body.afterSettle)),
    },
    wire: bodies.reduce((bytes, body) => bytes + body.wire, 0),
    responses: bodies.length,
  };
};
