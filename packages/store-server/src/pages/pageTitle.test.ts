import { matchRoute, ROUTES } from '@pc/shared/routes';
import { describe, expect, it } from 'vitest';
import { injectTitle } from './pageTitle.ts';

// docs/decisions/0058: the served page carries the title the demo's router would give it.

const PAGE = '<html><head><meta charset="utf-8"><title>Personal Care Co.</title></head><body></body></html>';
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('injectTitle', () => {
  it.each([
    ['/', 'All pages | Personal Care Co.'],
    ['/contact', `${ROUTES.find((route) => route.id === 'contact')?.title} | Personal Care Co.`],
    ['/gift-cards', 'Gift cards | Personal Care Co.'],
    ['/no/such/page', 'Page not found | Personal Care Co.'],
  ])('%s → %s', (path, title) => {
    expect(titleOf(injectTitle(PAGE, matchRoute(path)))).toBe(title);
  });

  // issue 43: a store in es-US names its pages in Spanish (the shop's name stays its name).
  it.each([
    ['/', 'Todas las páginas | Personal Care Co.'],
    ['/faqs-shipping-returns', 'Preguntas frecuentes: envíos y devoluciones | Personal Care Co.'],
    ['/quiz', 'Cuestionario | Personal Care Co.'],
    ['/no/such/page', 'Página no encontrada | Personal Care Co.'],
  ])('es-US: %s → %s', (path, title) => {
    expect(titleOf(injectTitle(PAGE, matchRoute(path), 'es-US'))).toBe(title);
  });

  it('changes nothing else, and leaves a page without a title as it is', () => {
    expect(injectTitle(PAGE, matchRoute('/')).replace(/<title>[^<]*<\/title>/, '')).toBe(
      PAGE.replace(/<title>[^<]*<\/title>/, ''),
    );
    expect(injectTitle('<main></main>', matchRoute('/contact'))).toBe('<main></main>');
  });
});
