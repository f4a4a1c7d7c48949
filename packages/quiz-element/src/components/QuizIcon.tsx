import { assetUrl } from '@pc/shared';

/** The quiz's icons and slider images are 48×48 (store-server/assets/quiz): the box is known before they load. */
const QUIZ_ICON_SIZE = 48;

/** A decorative quiz icon from the store (its text is the option's or the question's own). */
export function QuizIcon({ src, className, part }: { src: string; className: string; part: string }) {
  return (
    <img
      className={className}
      part={part}
      src={assetUrl(src)}
      alt=""
      width={QUIZ_ICON_SIZE}
      height={QUIZ_ICON_SIZE}
    />
  );
}
