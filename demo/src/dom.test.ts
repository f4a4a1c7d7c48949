// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { withNodes } from './dom.ts';

// issue 43 (docs/decisions/0210): a link inside a sentence of a message, where the language puts it.
describe('withNodes', () => {
  const link = () => Object.assign(document.createElement('a'), { textContent: 'L' });
  const shape = (parts: (Node | string)[]) =>
    parts.map((part) => (typeof part === 'string' ? part : `<${part.textContent}>`));

  it.each([
    ['Before {link}.', ['Before ', '<L>', '.']],
    ['{link}: after', ['<L>', ': after']],
    ['{link}', ['<L>']],
    ['No link here', ['No link here']],
  ])('%s', (message, expected) => {
    const format = (values: Record<'link', string>) => message.replace('{link}', values.link);
    expect(shape(withNodes(format, { link: link() }))).toEqual(expected);
  });

  it('places each node once, in the order the message gives them', () => {
    const [a, b] = [link(), link()];
    b.textContent = 'M';
    const format = (values: Record<'a' | 'b', string>) => `${values.b} then ${values.a}`;
    const parts = withNodes(format, { a, b });
    expect(parts).toEqual([b, ' then ', a]);
  });
});
