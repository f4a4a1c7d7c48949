import { type BuyButtonState, sharedMessages, useMessages } from '@pc/shared';
import type { ReactNode } from 'react';
import { CheckoutButton } from './components/CheckoutButton.tsx';
import { Ingredients } from './components/Ingredients.tsx';
import { LaunchBanner } from './components/LaunchBanner.tsx';
import { LaunchReviews } from './components/LaunchReviews.tsx';
import { LaunchSection } from './components/LaunchSection.tsx';
import { LaunchStory } from './components/LaunchStory.tsx';
import { Perfumer } from './components/Perfumer.tsx';
import { ScentNotes } from './components/ScentNotes.tsx';
import { launchMessages } from './messages/index.ts';
import { checkoutPosition, type LaunchSectionKind, type LaunchView } from './model/launchView.ts';

export interface LaunchProps {
  readonly view: LaunchView;
  /** spec §4: the button's text and state, and the footer note */
  readonly buyButton: BuyButtonState;
  /** the position of the button whose add is in flight */
  readonly buying: number | null;
  /** the failed add: the store's message, or null for the shared catalog's `tryAgain` */
  readonly error: { position: number; message: string | null } | null;
  readonly onBuy: (position: number) => void;
}

/**
 * spec §2 Launch page: the view, props in and callbacks out. The section headings the spec leaves to us
 * (decision 0034: 'About' and the banner's title, …) are the catalog's; the content comes from the store.
 */
export function Launch({ view, buyButton, buying, error, onBuy }: LaunchProps) {
  const m = useMessages(launchMessages);
  const shared = useMessages(sharedMessages);
  const checkout = (section: LaunchSectionKind): ReactNode => {
    const position = checkoutPosition(view.sections, section);
    return (
      <CheckoutButton
        state={buyButton}
        busy={buying === position}
        error={error?.position === position ? (error.message ?? shared.tryAgain) : null}
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
          heading={m.aboutHeading({ title: view.banner.title })}
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
        <LaunchSection id="launch-reviews" heading={m.reviewsHeading} checkout={checkout('reviews')}>
          <LaunchReviews reviews={view.reviews} />
        </LaunchSection>
      ) : null}
      {view.scentNotes && has('scent-notes') ? (
        <LaunchSection id="launch-notes" heading={m.scentNotesHeading} checkout={checkout('scent-notes')}>
          <ScentNotes notes={view.scentNotes} />
        </LaunchSection>
      ) : null}
      {view.ingredients && has('ingredients') ? (
        <LaunchSection
          id="launch-ingredients"
          heading={m.ingredientsHeading}
          checkout={checkout('ingredients')}
        >
          <Ingredients ingredients={view.ingredients} />
        </LaunchSection>
      ) : null}
      <LaunchSection id="launch-perfumer" heading={m.perfumerHeading} checkout={checkout('perfumer')}>
        <Perfumer perfumer={view.perfumer} />
      </LaunchSection>
      <section className="launch__footer" part="footer" aria-labelledby="launch-footer">
        <h2 className="launch__heading" id="launch-footer">
          {m.footerHeading}
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
