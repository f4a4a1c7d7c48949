import { ELEMENTS, type RouteMatch } from '../routes.ts';
import { CONTENT } from './content.ts';
import { mountElement } from './mountElement.ts';
import { frameIntro, indexView, notFoundView, pageHeading, pendingView } from './pages.ts';

/** Renders what a matched route shows into the main region (null: the not-found view). */
export const renderRoute = (match: RouteMatch | null, main: HTMLElement): void => {
  if (!match) {
    main.replaceChildren(...notFoundView());
    return;
  }
  const { route, attributes, params } = match;
  const { view } = route;
  if (view.kind === 'index') {
    main.replaceChildren(...indexView());
    return;
  }
  if (view.kind === 'content') {
    main.replaceChildren(pageHeading(route.title), ...CONTENT[view.page]());
    return;
  }
  // A built element brings its own visible heading; then the page heading only names the page for
  // screen readers.
  const intro = view.frame ? frameIntro(view.frame, params) : [pageHeading(route.title, view.ready)];
  if (!view.ready) {
    main.replaceChildren(...intro, ...pendingView(view, attributes, ELEMENTS[view.tag].arrivesWith));
    return;
  }
  main.replaceChildren(...intro);
  mountElement(view.tag, attributes, main);
};
