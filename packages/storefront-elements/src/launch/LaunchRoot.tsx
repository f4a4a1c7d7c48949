import {
  buyButtonState,
  type ElementProps,
  shopMessages,
  useHost,
  useMessages,
  useNavigation,
  usePrice,
  useStore,
} from '@pc/shared';
import { isLaunchCode, type LaunchCode } from '@pc/shared/contract';
import { Unavailable } from '@pc/shared/unavailable';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Launch } from './Launch.tsx';
import type { meta } from './meta.ts';
import { readLaunchPageData } from './model/launchPageData.ts';
import { launchView } from './model/launchView.ts';
import { createLaunchPageState } from './state/launchPage.ts';

/** The element's props, derived from its public surface (meta.ts). */
export type LaunchElementProps = ElementProps<typeof meta>;

/**
 * `<pc-launch code>`'s root: a known code runs its launch page; an unknown one gives the page its box
 * back (decision 0185).
 */
export function LaunchRoot({ code, pageData }: LaunchElementProps) {
  if (!isLaunchCode(code))
    return (
      <Unavailable cause={`no launch has the code ${JSON.stringify(code)}`}>
        <div className="launch launch--empty" />
      </Unavailable>
    );
  return <LaunchPage key={code} code={code} pageData={pageData} />;
}

function LaunchPage({ code, pageData }: { code: LaunchCode; pageData: unknown }) {
  const { navigate } = useNavigation();
  const host = useHost();
  const shop = useMessages(shopMessages);
  const price = usePrice();
  // The first render reads only props (page data): the server's render and the browser's agree
  // (docs/decisions/0024); without page data the product is fetched after mount.
  const [state] = useState(() =>
    createLaunchPageState({ code, initial: readLaunchPageData(pageData, code), navigate, host }),
  );
  useEffect(() => state.start(), [state]);
  // Page data a host sets after the first render (a framework host, a router) shows its launch.
  const firstPageData = useRef(pageData);
  useEffect(() => {
    const launch = pageData === firstPageData.current ? null : readLaunchPageData(pageData, code);
    if (launch) state.show(launch);
  }, [state, pageData, code]);
  const launch = useStore(state.$launch);
  const failed = useStore(state.$failed);
  const buying = useStore(state.$buying);
  const error = useStore(state.$error);
  const view = useMemo(
    () => (launch ? launchView(code, launch.product, launch.stockStatus) : null),
    [code, launch],
  );

  // spec §8: until the product is known the page stays empty; when its fetch failed, too, and the
  // element gives its box back (decision 0185).
  if (!view && failed)
    return (
      <Unavailable cause="the store did not give the launch's product">
        <div className="launch launch--empty" />
      </Unavailable>
    );
  if (!view) return <div className="launch launch--empty" />;
  return (
    <Launch
      view={view}
      buyButton={buyButtonState(view.stockStatus, view.price, shop, price)}
      buying={buying}
      error={error}
      onBuy={(position) => void state.buy(position, view.checkoutHref)}
    />
  );
}
