// @vitest-environment happy-dom

import { ROUTE_TITLES } from '@pc/shared/route-titles/by-locale';
import { ROUTES } from '@pc/shared/routes';
import { describe, expect, it } from 'vitest';
import en from '../messages/en-US.ts';
import es from '../messages/es-US.ts';
import { indexView, notFoundView } from './pages.ts';

// issue 43 item 1: the demo's own pages in the page's language; en-US as they were.
const EN = { m: en, titles: ROUTE_TITLES['en-US'] };
const ES = { m: es, titles: ROUTE_TITLES['es-US'] };
const page = (nodes: Node[]) => {
  const main = document.createElement('main');
  main.append(...nodes);
  return main;
};

describe('the not-found page', () => {
  it.each([
    [EN, ['Page not found', 'There is no page at this address.', 'Go to the home page']],
    [ES, ['Página no encontrada', 'No hay ninguna página en esta dirección.', 'Ir a la página de inicio']],
  ])('%#', (texts, expected) => {
    const main = page(notFoundView(texts));
    expect([...main.children].map((node) => node.textContent)).toEqual(expected);
    expect(main.querySelector('h1')?.getAttribute('tabindex')).toBe('-1');
    expect(main.querySelector('a')?.getAttribute('href')).toBe('/');
  });
});

describe('the index', () => {
  it('names every route by its title, in es-US in Spanish', () => {
    const titlesOf = (texts: typeof EN) =>
      [...page(indexView(texts)).querySelectorAll('.route-title')].map((node) => node.textContent);
    expect(titlesOf(EN)).toEqual(ROUTES.filter((route) => route.id !== 'home').map((route) => route.title));
    expect(titlesOf(ES)).toContain('Preguntas frecuentes: envíos y devoluciones');
    expect(page(indexView(ES)).querySelector('h1')?.textContent).toBe('Todas las páginas');
    expect(page(indexView(ES)).querySelector('.route-template')?.textContent).toMatch(/^también \//);
  });
});
