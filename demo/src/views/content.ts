import type { ContentView } from '@pc/shared/routes';
import { h } from '../dom.ts';
import { internalLink } from './links.ts';

/**
 * The host site's plain pages (spec §2: linked from the contact page and the welcome-back overlay;
 * /crafting receives the quiz summary). Short, real text: the facts come from spec §9.
 */
const faqs = (): Node[] => [
  h('h2', {}, 'Shipping'),
  h(
    'p',
    {},
    'Regular shipping takes 3-7 business days; express shipping takes 2 business days. Shipping is free when you spend $25 or subscribe.',
  ),
  h('h2', {}, 'Returns'),
  h(
    'p',
    {},
    'Not satisfied? You have 30 days from receipt to exchange or return any product for free: our satisfaction guarantee.',
  ),
  h('h2', {}, 'Gift cards'),
  h(
    'p',
    {},
    'Gift cards cannot be used on subscriptions, do not cover tax or shipping beyond their balance, and are non-refundable.',
  ),
  h(
    'p',
    {},
    'Customer support is open Monday - Friday 10AM - 6PM ET. ',
    internalLink('/contact', 'Contact us'),
    '.',
  ),
];

const careers = (): Node[] => [
  h(
    'p',
    {},
    'We are a small team making personal-care products tailored to each customer: colognes, face, hair and body care, and candles.',
  ),
  h(
    'p',
    {},
    'There are no open roles right now. Tell us about yourself through our ',
    internalLink('/contact', 'contact page'),
    ' and we will keep you in mind.',
  ),
];

const accountOrders = (): Node[] => [
  h('p', {}, 'You have no orders yet. Orders and subscriptions you place appear here.'),
  h(
    'p',
    {},
    'Not sure where to start? ',
    internalLink('/quiz', 'Take the quiz'),
    ' to get a routine tailored to you.',
  ),
];

const crafting = (): Node[] => [
  h('p', {}, 'Thanks for completing the quiz. We are putting together the products that fit your answers.'),
  h('p', {}, internalLink('/quizresult', 'See your results'), '.'),
];

export const CONTENT: Readonly<Record<ContentView['page'], () => Node[]>> = {
  'faqs-shipping-returns': faqs,
  careers,
  'account-orders': accountOrders,
  crafting,
};
