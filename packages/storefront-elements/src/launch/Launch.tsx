import type { BuyButtonState } from '@pc/shared';
import type { ReactNode } from 'react';
import { CheckoutButton } from './components/CheckoutButton.tsx';
import { Ingredients } from './components/Ingredients.tsx';
import { LaunchBanner } from './components/LaunchBanner.tsx';
import { LaunchReviews } from './components/LaunchReviews.tsx';
import { LaunchSection } from './components/LaunchSection.tsx';
import { LaunchStory } from './components/LaunchStory.tsx';
import { Perfumer } from './components/Perfumer.tsx';
import { ScentNotes } from './components/ScentNotes.tsx';
import { checkoutPosition, type LaunchSectionKind, type LaunchView } from './model/launchView.ts';

/**
 * Section headings the spec leaves to us (decision 0034; the description's is 'About' and the banner's
 * title); the content itself comes from the store.
 */
export const LAUNCH_HEADINGS = {
  reviews: 'What customers say',
  scentNotes: 'Scent notes',
  ingredients: 'Key ingredients',
  perfumer: 'Meet the perfumer',
  footer: 'Get yours',
} as const;

export interface LaunchProps {
  readonly view: LaunchView;
  /** spec §4: the button's text and state, and the footer note */
  readonly buyButton: BuyButtonState;
  /** the position of the button whose add is in flight */
  readonly buying: number | null;
  readonly error: { position: number; message: string } | null;
  readonly onBuy: (position: number) => void;
}

/** spec §2 Launch page: the view, props in and callbacks out. */
export function Launch({ view, buyButton, buying, error, onBuy }: LaunchProps) {
  const checkout = (section: LaunchSectionKind): ReactNode => {
    const position = checkoutPosition(view.sections, section);
    return (
      <CheckoutButton
        state={buyButton}
        busy={buying === position}
        error={error?.position === position ? error.message : null}
        onBuy={() => onBuy(position)}
      />
    );
  };
  const has = (section: LaunchSectionKind) => view.sections.includes(section);

  return (
    <div className="launch pc-column">
      <LaunchBanner banner={view.banner} checkout={checkout('banner')} />
      {view.description && has('description') ? (
        <LaunchSection
          id="launch-description"
          heading={`About ${view.banner.title}`}
          checkout={checkout('description')}
        >
          <p className="launch__lead">{view.description}</p>
        </LaunchSection>
      ) : null}
      {view.story && has('story') ? (
        <LaunchSection
          id="launch-story"
          className="launch__section--story"
          heading={view.story.title}
          checkout={checkout('story')}
        >
          <LaunchStory story={view.story} />
        </LaunchSection>
      ) : null}
      {has('reviews') ? (
        <LaunchSection id="launch-reviews" heading={LAUNCH_HEADINGS.reviews} checkout={checkout('reviews')}>
          <LaunchReviews reviews={view.reviews} />
        </LaunchSection>
      ) : null}
      {view.scentNotes && has('scent-notes') ? (
        <LaunchSection
          id="launch-notes"
          heading={LAUNCH_HEADINGS.scentNotes}
          checkout={checkout('scent-notes')}
        >
          <ScentNotes notes={view.scentNotes} />
        </LaunchSection>
      ) : null}
      {view.ingredients && has('ingredients') ? (
        <LaunchSection
          id="launch-ingredients"
          heading={LAUNCH_HEADINGS.ingredients}
          checkout={checkout('ingredients')}
        >
          <Ingredients ingredients={view.ingredients} />
        </LaunchSection>
      ) : null}
      <LaunchSection id="launch-perfumer" heading={LAUNCH_HEADINGS.perfumer} checkout={checkout('perfumer')}>
        <Perfumer perfumer={view.perfumer} />
      </LaunchSection>
      <section className="launch__footer" part="footer" aria-labelledby="launch-footer">
        <h2 className="launch__heading" id="launch-footer">
          {LAUNCH_HEADINGS.footer}
        </h2>
        <p className="launch__product">
          {view.banner.title} · {view.productName}
        </p>
        {checkout('footer')}
        {/* spec §4: 'NEXT BATCH SHIPS IN 4 WEEKS' on backorder, otherwise the free shipping/returns note */}
        <p className="launch__note">{buyButton.note}</p>
      </section>
    </div>
  );
}
