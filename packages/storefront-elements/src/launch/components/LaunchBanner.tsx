import { assetUrl } from '@pc/shared';
import type { ReactNode } from 'react';
import type { LaunchView } from '../model/launchView.ts';

/** spec §2 Launch page: the banner, the page's h1, with the first checkout button. */
export function LaunchBanner({ banner, checkout }: { banner: LaunchView['banner']; checkout: ReactNode }) {
  return (
    <div className="banner" part="banner">
      <div className="banner__text">
        <h1 className="banner__title">{banner.title}</h1>
        <p className="banner__subtitle">{banner.subtitle}</p>
        {checkout}
      </div>
      {/* Decorative: the title says what it shows. 1200×500, so its box is known before it loads. */}
      <img className="banner__image" src={assetUrl(banner.image)} alt="" width={1200} height={500} />
    </div>
  );
}
