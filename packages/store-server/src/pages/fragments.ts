import { type FragmentRequest, isLaunchCode } from '@pc/shared/contract';
import type { Locale } from '@pc/shared/locale';
import { type Attributes, ROUTES, type RouteMatch } from '@pc/shared/routes';
import type { AppDeps } from '../appDeps.ts';
import { withoutQaStock } from '../catalogue/qaStock.ts';
import { RestHttpError } from '../http/errors.ts';
import {
  createUnknownCodeLog,
  fragmentAttributes,
  fragmentLocale,
  SHOPPER_NEUTRAL_PAGE_DATA,
} from './fragmentRules.ts';
import type { PageDataResolvers } from './pageRequest.ts';
import { fragmentPreloadUrls, readBuildManifests } from './preloads.ts';
import type { Log } from './serverElements.ts';
import { serverRenderOf } from './serverRender.ts';

// Issue 41 item 4, decision 0171: an element's first view for a page of another origin (the WordPress
// plugin prints it inside the tag), made by the same server render as the store's own pages, with
// nothing of one shopper in it: no session is read or made, so the answer is the same for everyone and
// a host or a CDN may keep it.

/** Who asks: the store's origin as the asker reached it, and the server's clock (never a QA clock). */
export interface FragmentAsker {
  readonly storeOrigin: string;
  readonly serverNow: Date;
  readonly log: Log;
}

const unknownCodeLogged = createUnknownCodeLog();

/** 404 `pc_launch_unknown`, logged once per code per minute (issue 42 item 4: the codes asked for). */
const unknownLaunch = (code: string, { serverNow, log }: FragmentAsker): RestHttpError => {
  const shown = code.slice(0, 100);
  if (unknownCodeLogged(code, serverNow.getTime()))
    log.warn(`A fragment of <pc-launch> was asked for the unknown launch code "${shown}"`);
  return new RestHttpError(404, 'pc_launch_unknown', `No launch has the code "${shown}".`);
};

/** The route of the store that shows `tag` with `attributes`, as the match its page data is resolved for. */
const routeMatchOf = (tag: FragmentRequest['tag'], attributes: Attributes): RouteMatch | null => {
  const route = ROUTES.find((candidate) => candidate.view.kind === 'element' && candidate.view.tag === tag);
  return route ? { route, path: route.paths[0]!.path, params: {}, attributes } : null;
};

/**
 * The catalogue's page data of an element whose page data is the same for every shopper
 * (SHOPPER_NEUTRAL_PAGE_DATA), by the resolver its route on the store uses, its texts in `locale`, the
 * fragment's (the gift card page's legal footer and FAQ); null for the others.
 */
const neutralPageData = async (
  tag: FragmentRequest['tag'],
  attributes: Attributes,
  locale: Locale,
  { serverNow }: FragmentAsker,
  deps: AppDeps,
  resolvers: PageDataResolvers,
): Promise<unknown> => {
  const kind = SHOPPER_NEUTRAL_PAGE_DATA[tag];
  const match = kind ? routeMatchOf(tag, attributes) : null;
  if (!kind || !match) return null;
  // No session: an empty id, which the catalogue's resolvers never read, and the server's clock.
  const page = { match, url: match.path, sessionId: '', now: serverNow, serverNow, locale };
  // Nor a QA session's stock switches (decision 0189): a fragment is the same for every shopper.
  return (await withoutQaStock(() => resolvers[kind](page, deps))) ?? null;
};

/** A fragment: the element's markup, and the modules it runs (root-relative), for the host page's head. */
export interface Fragment {
  readonly html: string;
  readonly modules: readonly string[];
}

/**
 * The element's markup with its first view in a declarative shadow root whose stylesheet is the
 * store's absolute URL, and its page data as its data child when it has shopper-neutral data; with the
 * modules it runs in the fragment's locale (decision 0212).
 * 404 for a launch code the store does not sell; 503 while the server render is not built.
 */
export const fragmentOf = async (
  request: FragmentRequest,
  asker: FragmentAsker,
  deps: AppDeps,
  resolvers: PageDataResolvers,
): Promise<Fragment> => {
  if (request.tag === 'pc-launch' && !isLaunchCode(request.code)) throw unknownLaunch(request.code, asker);
  const attributes = fragmentAttributes(request);
  // The first view and the page data it is drawn from in one language: the host page's.
  const locale = fragmentLocale(request, deps.locale);
  const rendered = await serverRenderOf(deps.distDir).fragment(
    {
      tag: request.tag,
      attributes,
      pageData: await neutralPageData(request.tag, attributes, locale, asker, deps, resolvers),
      storeOrigin: asker.storeOrigin,
      locale,
      currency: deps.currency,
      messages: request.messages ?? null,
    },
    asker.log,
  );
  if (!rendered)
    throw new RestHttpError(
      503,
      'pc_fragment_unavailable',
      `The first view of <${request.tag}> is not built.`,
    );
  const modules = fragmentPreloadUrls(await readBuildManifests(deps.distDir), request.tag, locale);
  return { html: rendered.html, modules };
};
