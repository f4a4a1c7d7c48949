// Test-only: <pc-quiz>'s root rendered in a host element of the page, against the stubbed store
// (quizServer.ts). One way for every quiz test file to mount it.
import { HostContext } from '@pc/shared';
import { render } from '@testing-library/react';
import { type QuizElementProps, QuizRoot } from '../QuizRoot.tsx';
import { type QuizServerOptions, stubQuizServer } from './quizServer.ts';

export function renderQuiz(props: QuizElementProps = { type: 'self' }, server: QuizServerOptions = {}) {
  const stub = stubQuizServer(server);
  const host = document.createElement('div');
  document.body.append(host);
  const utils = render(
    <HostContext value={host}>
      <QuizRoot {...props} />
    </HostContext>,
    { container: host },
  );
  return { host, ...stub, ...utils };
}
