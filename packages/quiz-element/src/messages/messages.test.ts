import { describe, expect, it } from 'vitest';
import { welcomeBackTitle } from '../components/WelcomeBackDialog.tsx';
import dialogsEn from './dialogs/en-US.ts';
import dialogsEs from './dialogs/es-US.ts';
import mainEn from './en-US.ts';
import mainEs from './es-US.ts';

// The first view's texts and the modals' part (messages/dialogs), one catalog `quiz`.
const en = { ...mainEn, ...dialogsEn };
const es = { ...mainEs, ...dialogsEs };

// The quiz's catalogs (docs/decisions/0210): en-US is the spec's words verbatim (spec §2 Quiz screen,
// §5 quiz age), and the element's own where the spec is silent; es-US says the same.
describe('en-US (spec §2 Quiz screen, §5, verbatim)', () => {
  it.each([
    [en.introSelf, 'Ready to tailor your routine?'],
    [en.introGift, 'Ready to give a personal gift?'],
    [en.greeting({ channel: 'The Beard Club' }), 'Hey The Beard Club fans'],
    [en.continuationIntro, "We've launched new products \u2013 let's tailor them for you."],
    [en.complete, 'COMPLETE'],
    [en.viewOrders, 'VIEW YOUR ORDERS'],
    [en.seeResults, 'SEE MY RESULTS'],
    [en.retake, 'RETAKE SURVEY'],
    [en.loseProgressTitle, 'LOSE PROGRESS?'],
    [en.loseProgressText, 'If you leave this page you will lose all progress on the quiz.'],
    [en.continueQuiz, 'CONTINUE QUIZ'],
    [en.leavePage, 'LEAVE PAGE'],
    [en.agePlaceholder, 'Enter Age'],
  ])('%j', (text, expected) => {
    expect(text).toBe(expected);
  });
});

describe('en-US where the spec is silent (the element’s own words, as before the catalog)', () => {
  it.each([
    [en.trackerSections, 'Quiz sections'],
    [en.trackerProgress, 'Quiz progress'],
    [en.otherPlaceholder, 'Tell us more'],
    [en.colognePlaceholder, 'Start typing a cologne'],
    [en.sliderPrompt, 'Slide to choose'],
    [en.completeHint, 'Answer every question to continue.'],
    [en.loading, 'Loading the quiz…'],
    [en.welcomeBackText, 'You have already tailored your routine.'],
  ])('%j', (text, expected) => {
    expect(text).toBe(expected);
  });
});

describe('messages with arguments, in both locales', () => {
  it.each([
    [
      en.greeting({ channel: 'Gym Talk' }),
      es.greeting({ channel: 'Gym Talk' }),
      'Hey Gym Talk fans',
      'Hola, fans de Gym Talk',
    ],
    [
      en.sliderNotChosen({ option: 'Weekly' }),
      es.sliderNotChosen({ option: 'Semanal' }),
      'Weekly (not chosen yet)',
      'Semanal (aún sin elegir)',
    ],
    [
      en.allAnswered({ button: en.complete }),
      es.allAnswered({ button: es.complete }),
      'Every question is answered. You can press COMPLETE.',
      'Respondiste todas las preguntas. Ya puedes presionar COMPLETAR.',
    ],
  ])('%j, %j', (english, spanish, expectedEnglish, expectedSpanish) => {
    expect(english).toBe(expectedEnglish);
    expect(spanish).toBe(expectedSpanish);
  });
});

describe('the number of cologne suggestions a screen reader hears (spec §5: up to 50)', () => {
  it.each([
    [0, 'No suggestions', 'No hay sugerencias'],
    [1, '1 suggestion available', '1 sugerencia disponible'],
    [2, '2 suggestions available', '2 sugerencias disponibles'],
    [50, '50 suggestions available', '50 sugerencias disponibles'],
  ])('%i: %j, %j', (count, english, spanish) => {
    expect(en.suggestionCount({ count })).toBe(english);
    expect(es.suggestionCount({ count })).toBe(spanish);
  });
});

describe('the welcome-back title (spec §2: a first-name greeting for identified customers)', () => {
  it.each([
    ['Sam', 'Welcome back, Sam!', '¡Hola de nuevo, Sam!'],
    ['  Ana  ', 'Welcome back, Ana!', '¡Hola de nuevo, Ana!'],
    ['   ', 'Welcome back!', '¡Hola de nuevo!'],
    [null, 'Welcome back!', '¡Hola de nuevo!'],
  ])('%j: %j, %j', (firstName, english, spanish) => {
    expect(welcomeBackTitle(firstName, en)).toBe(english);
    expect(welcomeBackTitle(firstName, es)).toBe(spanish);
  });
});
