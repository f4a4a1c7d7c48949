import { setPageConfig } from '@pc/shared/test';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { question } from '../test/quizFixture.ts';
import { CologneQuestion } from './CologneQuestion.tsx';

// The typeahead's chunk cannot be fetched here (offline, a blocked file): the question keeps its plain
// field (QuizRoot.chunks.test.tsx shows the chunk arriving).
vi.mock('../behaviour/cologneChunk.ts', async () => {
  const { lazyChunk } = await import('@pc/shared');
  return { cologneChunk: lazyChunk(() => Promise.reject(new Error('offline'))) };
});

beforeEach(() => setPageConfig({ apiRoot: '', ns: 'pc' }));
afterEach(cleanup);

describe('CologneQuestion without its typeahead', () => {
  it('is a plain text field in the combobox’s box, and a name left there is the answer', async () => {
    const onAnswer = vi.fn();
    render(
      <>
        <h2 id="title">Your cologne?</h2>
        <CologneQuestion
          question={question('cologne', { type: 'cologne', options: [] })}
          titleId="title"
          descriptionId={undefined}
          onAnswer={onAnswer}
        />
        <button type="button">Next</button>
      </>,
    );
    const field = screen.getByRole('textbox', { name: 'Your cologne?' }) as HTMLInputElement;
    expect(field.closest('.combobox')).not.toBeNull();
    expect(field.placeholder).toBe('Start typing a cologne');
    expect(field.maxLength).toBe(100);
    await userEvent.type(field, 'Bois Noir ');
    expect(onAnswer).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onAnswer).toHaveBeenCalledWith('cologne', 'Bois Noir', 'set');
    expect(field.value).toBe('Bois Noir ');
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
