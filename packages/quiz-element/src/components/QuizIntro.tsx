import type { QuizType } from '@pc/shared/contract';

/** spec §2 Quiz screen intro texts, exactly. */
export const INTRO_TEXT: Readonly<Record<QuizType, string>> = {
  self: 'Ready to tailor your routine?',
  gift: 'Ready to give a personal gift?',
};
/** spec §2: the continuation intro (with an en dash). */
export const CONTINUATION_INTRO = "We've launched new products – let's tailor them for you.";

export interface QuizIntroProps {
  type: QuizType;
  /** On creator paths: 'Hey {channel} fans' (spec §2). */
  channel: string | undefined;
  continuation: boolean;
}

export const channelGreeting = (channel: string) => `Hey ${channel} fans`;

/**
 * spec §2: the greeting on creator paths, then the intro for this quiz type or a continuation. The
 * intro is the page's one h1 (axe's page-has-heading-one, design.md "Tests"); question titles are h2 below it.
 */
export function QuizIntro({ type, channel, continuation }: QuizIntroProps) {
  return (
    <header className="intro" part="intro">
      {channel ? (
        <p className="intro__greeting" part="greeting">
          {channelGreeting(channel)}
        </p>
      ) : null}
      <h1 className="intro__title" part="intro-title">
        {continuation ? CONTINUATION_INTRO : INTRO_TEXT[type]}
      </h1>
    </header>
  );
}
