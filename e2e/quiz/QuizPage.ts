import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { reactAt } from '../hydration.ts';
import { INTRO, LOSE_PROGRESS, OPTION } from './texts.ts';

// A page object for `<pc-quiz>` on the demo (spec §2 Quiz screen). Every control is found by role
// and accessible name, as a shopper or a screen reader finds it: the element labels each control by
// its question's heading (QuestionView.tsx), and Playwright's role locators pierce the open shadow
// root. Hidden questions (spec §4) are not rendered at all, so "hidden" is `toBeHidden()`.

export type QuizType = 'self' | 'gift';

/** The saved-progress body the element posts (contract saveQuizProgress). */
export interface ProgressBody {
  readonly quizType: QuizType;
  readonly surveyLogId: string | null;
  readonly progress: number;
  readonly answers: readonly { questionCode: string; value: string | null; otherText?: string }[];
}

/** spec §3 Quiz summary, as posted to /crafting. */
export interface QuizSummary {
  readonly quizId: number;
  readonly type: QuizType;
  readonly version: number;
  readonly surveyLogId?: string;
  readonly durationInSeconds: number;
  readonly answers: readonly {
    questionCode: string;
    questionText: string;
    answerValue: string;
    answerCode: string;
    answerText: string;
  }[];
}

/** The path of the quiz's GET for one type (spec §7 GET /wp-json/{ns}/v1/quizzes/{quizType}). */
export const quizPath = (type: QuizType) => `/wp-json/pc/v1/quizzes/${type}`;

const isProgressSave = (response: Response, type: QuizType) =>
  response.request().method() === 'POST' && new URL(response.url()).pathname === `${quizPath(type)}/progress`;

/** The 'other' options of the catalogue (spec §3 Option type 'other'). */
const OTHER_OPTIONS: readonly string[] = [OPTION.hair_need.other, OPTION.work.other];

/** A suggestion typed into the cologne typeahead: three characters or more (spec §5). */
export const COLOGNE_QUERY = 'Bois';

export class QuizPage {
  readonly element: Locator;

  constructor(
    readonly page: Page,
    readonly type: QuizType = 'self',
    /** where the quiz is: the store's and the static site's main column; a CMS's post elsewhere */
    within = '#pc-main',
  ) {
    this.element = page.locator(`${within} pc-quiz`);
  }

  /** Opens a quiz path and waits until the quiz is loaded (its COMPLETE button is there). */
  async open(path = this.type === 'gift' ? '/gift-quiz' : '/quiz'): Promise<this> {
    await this.page.goto(path);
    await this.waitUntilLoaded();
    return this;
  }

  /** The quiz the page's data carries (`#pc-config`'s `data.quiz`), as the server served it. */
  async servedQuiz(): Promise<{ surveyLogId: string | null; complete: boolean }> {
    const text = await this.page.locator('script#pc-config').textContent();
    return (JSON.parse(text ?? '{}') as { data: { quiz: { surveyLogId: string | null; complete: boolean } } })
      .data.quiz;
  }

  async waitUntilLoaded(): Promise<void> {
    await expect(this.completeButton).toBeVisible({ timeout: 10_000 });
  }

  /** spec §2 intro texts: self, gift or continuation. */
  get introHeading(): Locator {
    return this.element.getByRole('heading', { level: 1, name: INTRO[this.type], exact: true });
  }

  heading(text: string): Locator {
    return this.element.getByRole('heading', { name: text, exact: true });
  }

  /** A question's title: a level-2 heading (below the intro's h1) that labels its control. */
  question(title: string): Locator {
    return this.element.getByRole('heading', { level: 2, name: title, exact: true });
  }

  /** The option buttons of a question: a radio group named by the question. */
  radios(title: string): Locator {
    return this.element.getByRole('radiogroup', { name: title, exact: true });
  }

  option(title: string, text: string): Locator {
    return this.radios(title).getByRole('radio', { name: text, exact: true });
  }

  /** Clicks an option like a shopper and checks it is now the chosen one. */
  async choose(title: string, text: string): Promise<void> {
    const option = this.option(title, text);
    await option.click();
    await expect(option).toHaveAttribute('aria-checked', 'true');
    await this.waitUntilGuarded();
  }

  /**
   * A started quiz's leaving guard (spec §4 Leaving) is code that comes as the shopper heads for the quiz
   * (docs/decisions/0188): here once its file has arrived and a frame has passed. A shopper takes longer
   * than that between a choice and leaving; a test that leaves next waits for it.
   */
  async waitUntilGuarded(): Promise<void> {
    const page = this.element.page();
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance.getEntriesByType('resource').some((entry) => /\/leaving-[\w-]+\.js$/.test(entry.name)),
        ),
      )
      .toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  }

  /** The visible options' names of a question, in order. */
  async optionNames(title: string): Promise<string[]> {
    const names = await this.radios(title).getByRole('radio').allTextContents();
    return names.map((name) => name.trim());
  }

  slider(title: string): Locator {
    return this.element.getByRole('slider', { name: title, exact: true });
  }

  spinbutton(title: string): Locator {
    return this.element.getByRole('spinbutton', { name: title, exact: true });
  }

  textbox(title: string): Locator {
    return this.element.getByRole('textbox', { name: title, exact: true });
  }

  combobox(title: string): Locator {
    return this.element.getByRole('combobox', { name: title, exact: true });
  }

  /** The listbox of suggestions the cologne combobox controls. */
  suggestions(title: string): Locator {
    return this.element.getByRole('listbox', { name: title, exact: true });
  }

  get completeButton(): Locator {
    return this.element.getByRole('button', { name: 'COMPLETE', exact: true });
  }

  get loseProgressDialog(): Locator {
    return this.element.getByRole('dialog', { name: LOSE_PROGRESS.title, exact: true });
  }

  dialog(title: string): Locator {
    return this.element.getByRole('dialog', { name: title, exact: true });
  }

  /** Types an age and presses Enter (spec §4: the number question advances on Enter). */
  async typeAge(title: string, age: string): Promise<void> {
    const field = this.spinbutton(title);
    await field.click();
    await field.pressSequentially(age);
    await field.press('Enter');
    await expect(field).toHaveValue(age);
  }

  /**
   * Types into the cologne combobox, waits for the server's suggestions (spec §5 typeahead), moves
   * to the first with ArrowDown and picks it with Enter, as the APG combobox is used by keyboard.
   * Returns the picked answer ('Name by Brand').
   */
  async pickCologne(title: string, query = COLOGNE_QUERY): Promise<string> {
    const field = this.combobox(title);
    await field.click();
    // The suggestions for the whole query, not those of a shorter one still on screen.
    const answered = this.page.waitForResponse(
      (response) => new URL(response.url()).searchParams.get('query_perfume') === query,
    );
    await field.pressSequentially(query);
    await answered;
    const list = this.suggestions(title);
    await expect(list).toBeVisible();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await field.press('ArrowDown');
    const first = list.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
    const name = (await first.locator('.combobox__name').textContent())?.trim() ?? '';
    const brand = (await first.locator('.combobox__brand').textContent())?.trim() ?? '';
    await field.press('Enter');
    const answer = `${name} by ${brand}`;
    await expect(field).toHaveValue(answer);
    await expect(list).toBeHidden();
    return answer;
  }

  /**
   * Resolves with the first progress save (POST …/quizzes/{type}/progress) whose body passes
   * `matches` and that the server answered; start waiting before the action that causes it.
   */
  progressSaved(matches: (body: ProgressBody) => boolean = () => true): Promise<Response> {
    return this.page.waitForResponse((response) => {
      if (!isProgressSave(response, this.type)) return false;
      const body = response.request().postDataJSON() as ProgressBody | null;
      return body !== null && matches(body) && response.ok();
    });
  }

  /**
   * Answers every visible unanswered question with its first option (sliders and ages by keyboard),
   * until COMPLETE is enabled: the quickest way through a quiz for tests whose subject is not the
   * answers themselves. The optional name question is left as it is.
   */
  async answerEverything(): Promise<void> {
    for (let pass = 0; pass < 4; pass++) {
      if (await this.completeButton.isEnabled()) return;
      const titles = await this.element.getByRole('heading', { level: 2 }).allTextContents();
      for (const title of titles) await this.answerIfOpen(title.trim());
    }
    await expect(this.completeButton).toBeEnabled();
  }

  private async answerIfOpen(title: string): Promise<void> {
    const group = this.radios(title);
    if ((await group.count()) > 0) {
      if ((await group.getByRole('radio', { checked: true }).count()) > 0) return;
      const names = await this.optionNames(title);
      // An 'other' option would ask for text first: pick a plain one (the catalogue lists them first).
      const plain = names.find((name) => !OTHER_OPTIONS.includes(name));
      if (plain !== undefined) await this.option(title, plain).click();
      return;
    }
    const slider = this.slider(title);
    if ((await slider.count()) > 0) {
      if (!(await slider.getAttribute('aria-valuetext'))?.endsWith('(not chosen yet)')) return;
      await slider.focus();
      await slider.press('Enter');
      return;
    }
    const age = this.spinbutton(title);
    if ((await age.count()) > 0) {
      if ((await age.inputValue()) !== '') return;
      await this.typeAge(title, '30');
      return;
    }
    const cologne = this.combobox(title);
    if ((await cologne.count()) > 0 && (await cologne.inputValue()) === '') {
      await this.pickCologne(title);
    }
  }
}

/** Where `recordCraftingSummary` keeps the summary across the form post's navigation. */
const CRAFTING_KEY = 'pc-e2e-crafting-summary';

/**
 * Records the summary the COMPLETE form posts (the hidden field `quiz_summary` of POST /crafting,
 * spec §4 Completion) as the browser builds the form data (its `formdata` event, after our submit
 * handler filled the field), and keeps it in the origin's sessionStorage through the post's navigation.
 * Read from the page, not from Playwright's request: Firefox over WebDriver BiDi hands Playwright no
 * request bodies (docs/testing.md). Call before COMPLETE; the returned function reads the summary once
 * the results page (same origin) is loaded.
 */
export async function recordCraftingSummary(quiz: QuizPage): Promise<() => Promise<QuizSummary>> {
  // Our submit handler fills the field only once the quiz has hydrated: a COMPLETE pressed on the
  // server render before then posts the server's form as it stands (a slow phone's case, not this one).
  await quiz.page.waitForFunction(reactAt, ['pc-quiz', 'hydrated'] as const);
  await quiz.element.evaluate((element, key) => {
    sessionStorage.removeItem(key);
    element.shadowRoot?.addEventListener(
      'formdata',
      (event) => sessionStorage.setItem(key, String((event as FormDataEvent).formData.get('quiz_summary'))),
      { capture: true },
    );
  }, CRAFTING_KEY);
  return async () => {
    const json = await quiz.page.evaluate((key) => sessionStorage.getItem(key), CRAFTING_KEY);
    if (!json || json === 'null') throw new Error(`POST /crafting carried no quiz_summary field: ${json}`);
    return JSON.parse(json) as QuizSummary;
  };
}
