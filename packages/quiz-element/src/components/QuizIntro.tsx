import { useMessages } from '@pc/shared';
import type { QuizType } from '@pc/shared/contract';
import { quizMessages } from '../messages/index.ts';

export interface QuizIntroProps {
  type: QuizType;
  /** On creator paths: 'Hey {channel} fans' (spec §2). */
  channel: string | undefined;
  continuation: boolean;
}

/**
 * spec §2: the greeting on creator paths, then the intro for this quiz type or a continuation. The
 * intro is the page's one h1 (axe's page-has-heading-one, design.md "Tests"); question titles are h2 below it.
 */
export function QuizIntro({ type, channel, continuation }: QuizIntroProps) {
  const m = useMessages(quizMessages);
  return (
    <header className="intro" part="intro">
      {channel ? (
        <p className="intro__greeting" part="greeting">
          {m.greeting({ channel })}
        </p>
      ) : null}
      <h1 className="intro__title" part="intro-title">
        {continuation ? m.continuationIntro : type === 'gift' ? m.introGift : m.introSelf}
      </h1>
    </header>
  );
}
