import { assetUrl } from '@pc/shared';

/** The quiz's icons and slider images are 48×48 (store-server/assets/quiz): the box is known before they load. */
const QUIZ_ICON_SIZE = 48;

/**
 * A decorative quiz icon from the store (its text is the option's or the question's own). Loaded lazily
 * (decision 0072): the browser fetches the icons near the screen once the page is laid out, and the
 * rest as the shopper scrolls towards them, instead of all of them (40 and more) with the page, where
 * they competed with the stylesheets the first paint waits for; React's server render then also
 * prints no `<link rel="preload" as="image">` per icon. The box is sized, so nothing moves when one arrives.
 */
export function QuizIcon({ src, className, part }: { src: string; className: string; part: string }) {
  return (
    <img
      className={className}
      part={part}
      src={assetUrl(src)}
      alt=""
      width={QUIZ_ICON_SIZE}
      height={QUIZ_ICON_SIZE}
      loading="lazy"
    />
  );
}
