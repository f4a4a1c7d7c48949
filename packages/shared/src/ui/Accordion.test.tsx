import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Accordion } from './Accordion.tsx';

afterEach(cleanup);

// spec §2 Contact page FAQ accordion.
const faqs = [
  { id: 'returns', title: 'Returns', content: 'Satisfaction guaranteed.' },
  {
    id: 'subscription',
    title: 'Managing or cancelling a subscription',
    content: 'Change or cancel anytime.',
  },
  { id: 'shipping', title: 'Shipping speed', content: 'Regular shipping 3-7 business days.' },
];

const button = (name: string) => screen.getByRole('button', { name });

describe('Accordion (WAI-ARIA accordion pattern)', () => {
  it('renders headings with collapsed buttons that control their panels', () => {
    render(<Accordion items={faqs} headingLevel={3} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    for (const faq of faqs) {
      const header = button(faq.title);
      expect(header.getAttribute('aria-expanded')).toBe('false');
      const panel = document.getElementById(header.getAttribute('aria-controls')!)!;
      expect(panel.hidden).toBe(true);
      expect(panel.getAttribute('aria-labelledby')).toBe(header.id);
    }
  });

  it.each([
    ['click', async (user: ReturnType<typeof userEvent.setup>) => user.click(button('Returns'))],
    [
      'Enter',
      async (user: ReturnType<typeof userEvent.setup>) => {
        button('Returns').focus();
        await user.keyboard('{Enter}');
      },
    ],
    [
      'Space',
      async (user: ReturnType<typeof userEvent.setup>) => {
        button('Returns').focus();
        await user.keyboard(' ');
      },
    ],
  ])('%s expands a panel, labelled by its button, and collapses it again', async (_, activate) => {
    const user = userEvent.setup();
    render(<Accordion items={faqs} />);
    await activate(user);
    expect(button('Returns').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Returns' }).textContent).toBe('Satisfaction guaranteed.');
    await activate(user);
    expect(button('Returns').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Returns' })).toBeNull();
  });

  it('keeps the natural Tab order through the headers', async () => {
    const user = userEvent.setup();
    render(<Accordion items={faqs} />);
    await user.tab();
    expect(document.activeElement).toBe(button('Returns'));
    await user.tab();
    expect(document.activeElement).toBe(button('Managing or cancelling a subscription'));
  });

  it('opens defaultExpanded items and lets several stay open', async () => {
    const user = userEvent.setup();
    render(<Accordion items={faqs} defaultExpanded={['shipping']} />);
    await user.click(button('Returns'));
    expect(screen.getAllByRole('region').map((region) => region.id.endsWith('-panel'))).toEqual([true, true]);
  });
});
