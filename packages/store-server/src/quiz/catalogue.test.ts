import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  QUESTION_CODES,
  type Question,
  type QuestionCode,
  Question as QuestionSchema,
  type QuizType,
} from '@pc/shared/contract';
import { LOCALES, type Locale } from '@pc/shared/locale';
import { PRODUCT_PLACEHOLDER } from '@pc/shared/quiz-values';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  catalogueAssetPaths,
  catalogueQuestion,
  GIFT_QUESTIONS,
  QUESTION_CATALOGUE,
  QUIZ_VERSION,
  questionsFor,
  SELF_QUESTIONS,
  servedQuestions,
} from './catalogue.ts';
import en from './questions/messages/en-US.ts';

const ASSETS_DIR = fileURLToPath(new URL('../../assets/quiz/', import.meta.url));
const values = (code: QuestionCode) => catalogueQuestion(code).options.map((option) => option.value);

describe('question catalogue (spec §3)', () => {
  it('holds every question code of spec §3 exactly once', () => {
    const codes = QUESTION_CATALOGUE.map((question) => question.code);
    expect([...codes].sort()).toEqual([...QUESTION_CODES].sort());
  });

  it('parses every question with the contract schema, unanswered and visible', () => {
    for (const question of QUESTION_CATALOGUE) {
      expect(() => v.parse(QuestionSchema, question), question.code).not.toThrow();
      expect(question.selected).toBeNull();
      expect(question.visible).toBe(true);
      expect(question.options.every((option) => !option.hidden)).toBe(true);
    }
  });

  it.each([
    ['self', ['you', 'body', 'face', 'hair', 'scent']],
    ['gift', ['them', 'body', 'face', 'hair', 'scent']],
  ] as const)('keeps each group of the %s quiz together, so the tracker reads %j', (type, expected) => {
    const groups = questionsFor(type, 'en-US')
      .map((question) => question.group)
      .filter((group, index, all) => group !== all[index - 1]);
    expect(groups).toEqual(expected);
  });

  it('gives option ids unique across the catalogue and values unique within a question', () => {
    const ids = QUESTION_CATALOGUE.flatMap((question) => question.options.map((option) => option.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const question of QUESTION_CATALOGUE) {
      const own = question.options.map((option) => option.value);
      expect(new Set(own).size, question.code).toBe(own.length);
    }
  });

  it('speaks about "them" in the gift quiz wherever the default text says you or your', () => {
    const youWords = /\b(you|your|I|I'm|me|my)\b/;
    for (const question of QUESTION_CATALOGUE) {
      if (question.code === 'relationship' || question.code === 'deo_care') continue; // never in both quizzes
      if (youWords.test(question.text.default)) expect(question.text.gift, question.code).toBeDefined();
      for (const option of question.options) {
        if (option.unsupported.includes('gift') || !youWords.test(option.text.default)) continue;
        if (/^I'm not sure$/.test(option.text.default)) continue; // the giver speaks
        expect(option.text.gift, option.id).toBeDefined();
      }
    }
  });

  it.each([
    ['name', 'text'],
    ['age', 'number'],
    ['cologne', 'cologne'],
    ['shower_freq', 'slider'],
    ['sweat_level', 'slider'],
  ] as const)('%s is a %s question', (code, type) => {
    expect(catalogueQuestion(code).type).toBe(type);
  });

  it('gives name, age and cologne no options (typed answers) and each slider an image', () => {
    for (const code of ['name', 'age', 'cologne'] as const)
      expect(catalogueQuestion(code).options).toEqual([]);
    for (const question of QUESTION_CATALOGUE.filter((q) => q.type === 'slider')) {
      expect(question.image, question.code).toMatch(/^\/assets\/quiz\/.+\.svg$/);
    }
  });

  it.each([
    ['relationship', ['0', '1', '2', '3', '4']],
    ['deo_freq', ['0', '1', '2', '3', '4']],
    ['face_type', ['0', '1', '2', '3']],
    ['hair_type', ['straight', 'wavy', 'curly', 'coily', 'bald']],
    ['bs_bw', ['soap', 'both', 'body_wash']],
  ] as const)('spec §4 rules can name %s values %j', (code, expected) => {
    expect(values(code)).toEqual(expected);
  });

  it.each([
    ['face_need', ['oily', 'dry', 'sensitive']],
    ['hair_freq', ['never']],
    ['hair_need', ['anti_frizz', 'curly_safe']],
    ['fragrance_knowledge', ['0']],
  ] as const)('%s offers %j', (code, expected) => {
    expect(values(code)).toEqual(expect.arrayContaining([...expected]));
  });

  it('labels the values spec §4 names by meaning', () => {
    const text = (code: QuestionCode, value: string) =>
      catalogueQuestion(code).options.find((option) => option.value === value)?.text.default;
    expect(text('deo_freq', '4')).toBe('Never');
    expect(text('relationship', '0')).toBe('My partner');
    expect(text('relationship', '2')).toBe('Someone I live with');
    expect(text('face_type', '0')).toMatch(/dry/i);
    expect(text('face_type', '2')).toMatch(/shiny all over/i);
    expect(text('fragrance_knowledge', '0')).toMatch(/nothing/i);
  });

  it('puts the {product} placeholder in both ideal_bw texts', () => {
    const { text } = catalogueQuestion('ideal_bw');
    expect(text.default).toContain('{product}');
    expect(text.gift).toContain('{product}');
  });

  it.each([
    ['cologne_approval', 'cologne'],
    ['hair_freq', 'hair_type'],
    ['hair_length', 'hair_type'],
    ['hair_foaming', 'hair_need'],
    ['cologne', 'fragrance_knowledge'],
  ] as const)('%s follows its parent %s', (code, parent) => {
    expect(catalogueQuestion(code).parentCode).toBe(parent);
  });

  it('asks every parent before its child, in both quizzes', () => {
    for (const type of ['self', 'gift'] as const) {
      const codes = questionsFor(type, 'en-US').map((question) => question.code);
      for (const question of questionsFor(type, 'en-US')) {
        if (question.parentCode === null) continue;
        expect(codes.indexOf(question.parentCode), question.code).toBeGreaterThanOrEqual(0);
        expect(codes.indexOf(question.parentCode)).toBeLessThan(codes.indexOf(question.code));
      }
    }
  });

  it('gives icon options an /assets/quiz icon, other options none, and serves no typed other text', () => {
    for (const question of QUESTION_CATALOGUE) {
      for (const option of question.options) {
        if (option.type === 'icon') expect(option.icon, option.id).toMatch(/^\/assets\/quiz\/[a-z_]+\.svg$/);
        else expect(option.icon, option.id).toBeUndefined();
      }
      // otherText is the shopper's typed 'other' answer (docs/decisions/0004): never authored.
      expect(question.otherText, question.code).toBeUndefined();
    }
  });

  it('hides no option in both quizzes at once', () => {
    for (const question of QUESTION_CATALOGUE) {
      for (const option of question.options) expect(option.unsupported.length, option.id).toBeLessThan(2);
    }
  });
});

describe('quiz types', () => {
  it('asks relationship in the gift quiz only, in group them', () => {
    expect(SELF_QUESTIONS).not.toContain('relationship');
    expect(GIFT_QUESTIONS).toContain('relationship');
    expect(catalogueQuestion('relationship').group).toBe('them');
  });

  it('serves the questions of a type in catalogue order, as copies', () => {
    const self = questionsFor('self', 'en-US');
    expect(self.map((question) => question.code)).toEqual(SELF_QUESTIONS);
    self[0]!.selected = 'changed';
    self[0]!.options.push({ ...self[1]!.options[0]! });
    expect(QUESTION_CATALOGUE[0]!.selected).toBeNull();
    expect(questionsFor('self', 'en-US')[0]!.options).toHaveLength(QUESTION_CATALOGUE[0]!.options.length);
  });

  it("serves the gift quiz's name and age in group them; the self quiz has no them group", () => {
    const gift = questionsFor('gift', 'en-US');
    expect(gift.filter((question) => question.group === 'you')).toEqual([]);
    expect(gift.find((question) => question.code === 'age')?.group).toBe('them');
    expect(questionsFor('self', 'en-US').some((question) => question.group === 'them')).toBe(false);
  });

  it('has a positive integer version', () => {
    expect(Number.isInteger(QUIZ_VERSION) && QUIZ_VERSION > 0).toBe(true);
  });
});

describe('quiz assets', () => {
  const paths = catalogueAssetPaths();

  it('references icons for bs_bw, hair_type, hair_length (with hair-type variants), drink and sliders', () => {
    expect(paths).toContain('/assets/quiz/hair_length_short.svg');
    for (const type of ['straight', 'wavy', 'curly', 'coily']) {
      expect(paths).toContain(`/assets/quiz/hair_length_short_${type}.svg`);
    }
    expect(paths).toContain('/assets/quiz/shower_freq.svg');
  });

  it.each(paths)('%s exists as a 48×48 SVG file', (path) => {
    const file = `${ASSETS_DIR}${path.replace('/assets/quiz/', '')}`;
    expect(existsSync(file)).toBe(true);
    const svg = readFileSync(file, 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 48 48"/);
    expect(svg.trimEnd()).toMatch(/<\/svg>$/);
    expect(svg).not.toMatch(/currentColor|<script|href=/i);
  });

  it('ships no icon the catalogue does not use', () => {
    const files = readdirSync(ASSETS_DIR).filter((file) => file.endsWith('.svg'));
    expect(files.map((file) => `/assets/quiz/${file}`).sort()).toEqual(paths);
  });
});

// issue 43, docs/decisions/0210: the questions' and options' texts come from questions/messages, one
// catalog per locale; en-US is the catalogue's words byte for byte, es-US all of them in Spanish, and
// nothing else differs between the locales.
describe('the catalogue in each locale', () => {
  const TYPES: readonly QuizType[] = ['self', 'gift'];
  const optionText = (code: QuestionCode, value: string, locale: Locale) =>
    catalogueQuestion(code, locale).options.find((option) => option.value === value)?.text;

  /** A question with its texts taken out: what must be the same in every locale. */
  const untexted = (served: readonly Question[]) =>
    served.map(({ text: _text, subtext: _subtext, options, ...rest }) => ({
      ...rest,
      options: options.map(({ text: _optionText, ...option }) => option),
    }));
  /** Every text a shopper can read of a quiz, each with where it is. */
  const texts = (served: readonly Question[]): [string, string][] =>
    served.flatMap((q) => [
      ...Object.entries(q.text).map(([key, text]): [string, string] => [`${q.code}.text.${key}`, text]),
      ...(q.subtext === undefined ? [] : [[`${q.code}.subtext`, q.subtext] as [string, string]]),
      ...q.options.flatMap((option) =>
        Object.entries(option.text).map(([key, text]): [string, string] => [`${option.id}.${key}`, text]),
      ),
    ]);

  it.each([
    ['en-US', 'name', { default: "What's your first name?", gift: "What's their first name?" }],
    ['es-US', 'name', { default: '¿Cuál es tu nombre?', gift: '¿Cuál es su nombre?' }],
    ['en-US', 'relationship', { default: 'Who is the gift for?' }],
    ['es-US', 'relationship', { default: '¿Para quién es el regalo?' }],
    [
      'en-US',
      'ideal_bw',
      { default: 'What should your ideal {product} do?', gift: 'What should their ideal {product} do?' },
    ],
    [
      'es-US',
      'ideal_bw',
      { default: '¿Qué debería hacer tu {product} ideal?', gift: '¿Qué debería hacer su {product} ideal?' },
    ],
    [
      'en-US',
      'bo_level',
      {
        default: 'By the end of the day, how noticeable is your body odor?',
        gift: 'By the end of the day, how noticeable is their body odor?',
      },
    ],
    [
      'es-US',
      'bo_level',
      {
        default: 'Al final del día, ¿qué tan notorio es tu olor corporal?',
        gift: 'Al final del día, ¿qué tan notorio es su olor corporal?',
      },
    ],
    ['en-US', 'deo_care', { default: 'Any underarm concerns?' }],
    ['es-US', 'deo_care', { default: '¿Tienes alguna molestia en las axilas?' }],
    ['en-US', 'drink', { default: 'Pick a drink.', gift: 'What would they order?' }],
    ['es-US', 'drink', { default: 'Elige una bebida.', gift: '¿Qué pediría?' }],
  ] as const)('%s: %s asks %j', (locale, code, text) => {
    expect(catalogueQuestion(code, locale).text).toStrictEqual(text);
  });

  it.each([
    ['en-US', 'name', 'Optional. We put it on your results.'],
    ['es-US', 'name', 'Opcional. Lo ponemos en tus resultados.'],
    ['en-US', 'relationship', 'We only ask the personal questions when you know them that well.'],
    ['en-US', 'smoking', 'Smoke dries skin out; we add antioxidants if so.'],
    ['es-US', 'smoking', 'El humo reseca la piel; si es así, agregamos antioxidantes.'],
    ['en-US', 'cologne', 'Start typing its name.'],
    ['es-US', 'cologne', 'Empieza a escribir su nombre.'],
    ['en-US', 'face_type', undefined],
    ['es-US', 'face_type', undefined],
  ] as const)('%s: %s says %j beneath', (locale, code, subtext) => {
    expect(catalogueQuestion(code, locale).subtext).toBe(subtext);
  });

  it.each([
    ['en-US', 'relationship', '0', { default: 'My partner' }],
    ['es-US', 'relationship', '0', { default: 'Mi pareja' }],
    ['en-US', 'sweat_pref', 'odor', { default: 'Stop the smell, let me sweat', gift: 'Stop the smell' }],
    [
      'es-US',
      'sweat_pref',
      'odor',
      { default: 'Quitar el olor, pero dejarme sudar', gift: 'Quitar el olor' },
    ],
    ['en-US', 'skin_type', 'not_sure', { default: "I'm not sure" }],
    ['es-US', 'skin_type', 'not_sure', { default: 'No lo sé' }],
    ['en-US', 'hair_need', 'curly_safe', { default: 'Curl-safe: no sulfates or silicones' }],
    ['es-US', 'hair_need', 'curly_safe', { default: 'Apto para rizos: sin sulfatos ni siliconas' }],
    ['en-US', 'cologne_approval', 'fine', { default: "It's fine" }],
    ['es-US', 'cologne_approval', 'fine', { default: 'Está bien' }],
    ['en-US', 'drink', 'whiskey', { default: 'Whiskey' }],
    ['es-US', 'drink', 'whiskey', { default: 'Whisky' }],
  ] as const)('%s: %s option %s reads %j', (locale, code, value, text) => {
    expect(optionText(code, value, locale)).toStrictEqual(text);
  });

  it.each(TYPES)(
    'serves the same %s quiz in every locale but its texts: codes, values, order, rules',
    (type) => {
      const english = untexted(questionsFor(type, 'en-US'));
      for (const locale of LOCALES)
        expect(untexted(questionsFor(type, locale)), locale).toStrictEqual(english);
    },
  );

  it.each(LOCALES)(
    '%s: every question and option has its texts, the gift variants where en-US has them',
    (locale) => {
      for (const type of TYPES) {
        const served = questionsFor(type, locale);
        const english = questionsFor(type, 'en-US');
        expect(served.map((q) => q.code)).toEqual(english.map((q) => q.code));
        for (const [where, text] of texts(served)) expect(text.trim(), where).not.toBe('');
        expect(texts(served).map(([where]) => where)).toEqual(texts(english).map(([where]) => where));
      }
    },
  );

  it('es-US: no text left in English', () => {
    for (const type of TYPES) {
      const english = new Map(texts(questionsFor(type, 'en-US')));
      for (const [where, text] of texts(questionsFor(type, 'es-US')))
        expect(text, `${where} is still English`).not.toBe(english.get(where));
    }
  });

  it.each(LOCALES)('%s: ideal_bw keeps the {product} placeholder the quiz fills', (locale) => {
    const { text } = catalogueQuestion('ideal_bw', locale);
    expect(text.default).toContain(PRODUCT_PLACEHOLDER);
    expect(text.gift).toContain(PRODUCT_PLACEHOLDER);
  });

  it('en-US: every message of the catalog is a text of the catalogue', () => {
    const all = new Set(texts(QUESTION_CATALOGUE).map(([, text]) => text));
    // spec §4's titles the quiz fills into ideal_bw's text (its `{product}`), not texts of their own
    const titles = new Set(['idealBwBarSoap', 'idealBwSoap', 'idealBwBodyWash']);
    for (const [id, message] of Object.entries(en)) {
      if (titles.has(id)) continue;
      const text = typeof message === 'string' ? message : message({ product: PRODUCT_PLACEHOLDER });
      expect(all.has(text), id).toBe(true);
    }
  });

  it.each(LOCALES)('%s: served frozen, the same lists each call (decision 0045)', (locale) => {
    for (const type of TYPES) {
      const served = servedQuestions(type, locale);
      expect(servedQuestions(type, locale)).toBe(served);
      expect(Object.isFrozen(served.find((q) => q.options.length > 0)!.options[0])).toBe(true);
      expect(served).toStrictEqual(questionsFor(type, locale));
    }
    expect(servedQuestions('self', locale)).not.toBe(servedQuestions('gift', locale));
  });

  it('answers the rules in en-US unless asked: catalogueQuestion speaks the default locale', () => {
    expect(catalogueQuestion('age').text.default).toBe('How old are you?');
    expect(catalogueQuestion('age', 'es-US').text.default).toBe('¿Cuántos años tienes?');
  });
});
