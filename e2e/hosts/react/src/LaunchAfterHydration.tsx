import type {} from '@pc/elements/react';
import { useLayoutEffect, useRef } from 'react';

// A server-rendered React page: hydration does not set a custom element's properties (react#35446),
// so set them yourself once the element is in the page, and on every change.
export function LaunchAfterHydration({ code, pageData }: { code: string; pageData: unknown }) {
  const launch = useRef<HTMLElementTagNameMap['pc-launch']>(null);
  useLayoutEffect(() => {
    if (launch.current) launch.current.pageData = pageData;
  }, [pageData]);
  return <pc-launch ref={launch} code={code} />;
}
