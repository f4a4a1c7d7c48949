import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withNodes } from './withNodes.tsx';

// docs/decisions/0210: a link inside a sentence, where each language puts it.
describe('withNodes', () => {
  const english = (d: { link: string | number; days: string | number }) =>
    `Go to ${d.link} within ${d.days} days.`;
  const spanish = (d: { link: string | number; days: string | number }) =>
    `En ${d.days} días, ve a ${d.link}.`;

  it.each([
    [english, 'Go to <a href="/account/orders">your orders</a> within 30 days.'],
    [spanish, 'En 30 días, ve a <a href="/account/orders">your orders</a>.'],
  ])('puts the element where the message says', (message, html) => {
    const { container } = render(
      <p>{withNodes(message, { link: <a href="/account/orders">your orders</a>, days: 30 })}</p>,
    );
    expect(container.querySelector('p')!.innerHTML).toBe(html);
  });

  it('renders a message without elements as its text', () => {
    const { container } = render(<p>{withNodes(english, { link: 'here', days: 2 })}</p>);
    expect(container.textContent).toBe('Go to here within 2 days.');
  });
});
