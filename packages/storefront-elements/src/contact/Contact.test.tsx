import { setPageConfig } from '@pc/shared/test';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CHAT_READY_EVENT } from './behaviour/chatAdapter.ts';
import { Contact } from './Contact.tsx';
import { FakeChatWidget } from './test/fakeChatWidget.ts';

type ChatWindow = Window & { pcChat?: unknown };

afterEach(() => {
  cleanup();
  delete (window as ChatWindow).pcChat;
  setPageConfig(null);
});

const chatButton = () => screen.queryByRole('button', { name: 'Chat with us' });

describe('<Contact> texts (spec §2 Contact page)', () => {
  it('shows the hero, its lead and the support hours exactly', () => {
    render(<Contact />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Contact Us');
    expect(screen.getByText('Whatever you need help with, we got your back.')).toBeTruthy();
    // spec §2 and §9: support hours.
    const hours = screen.getByRole('region', { name: 'Customer Support Hours' });
    expect(within(hours).getByText('Monday - Friday 10AM - 6PM ET')).toBeTruthy();
  });

  it('orders the headings h1, then h2 sections, then h3 questions', () => {
    render(<Contact />);
    const outline = screen
      .getAllByRole('heading')
      .map((heading) => `${heading.tagName.toLowerCase()} ${heading.textContent}`);
    expect(outline).toEqual([
      'h1 Contact Us',
      'h2 Customer Support Hours',
      'h2 Get in Touch',
      'h2 Frequently Asked Questions',
      'h3 What is your satisfaction guarantee?',
      'h3 How do I manage or cancel my subscription?',
      'h3 How long does shipping take?',
      'h2 More Help',
      'h2 Your Data',
    ]);
  });

  it('offers email and SMS with their links', () => {
    render(<Contact />);
    const email = screen.getByRole('link', { name: 'support@pcstore.example' });
    expect(email.getAttribute('href')).toBe('mailto:support@pcstore.example');
    const sms = screen.getByRole('link', { name: '+1 (212) 555-0147' });
    expect(sms.getAttribute('href')).toBe('sms:+12125550147');
  });

  it('uses the addresses a host sets', () => {
    render(
      <Contact supportEmail="help@shop.test" smsNumber="(646) 555-0199" partnershipsEmail="biz@shop.test" />,
    );
    expect(screen.getByRole('link', { name: 'help@shop.test' }).getAttribute('href')).toBe(
      'mailto:help@shop.test',
    );
    expect(screen.getByRole('link', { name: '(646) 555-0199' }).getAttribute('href')).toBe('sms:6465550199');
    expect(screen.getByRole('link', { name: 'Partnerships: biz@shop.test' }).getAttribute('href')).toBe(
      'mailto:biz@shop.test',
    );
  });

  it('links to all FAQs, partnerships and careers', () => {
    render(<Contact />);
    const links = within(screen.getByRole('navigation', { name: 'More Help' }));
    expect(links.getByRole('link', { name: 'See all FAQs' }).getAttribute('href')).toBe(
      '/faqs-shipping-returns',
    );
    expect(
      links.getByRole('link', { name: 'Partnerships: partnerships@pcstore.example' }).getAttribute('href'),
    ).toBe('mailto:partnerships@pcstore.example');
    expect(links.getByRole('link', { name: 'Careers' }).getAttribute('href')).toBe('/careers');
  });
});

describe('<Contact> FAQ accordion (spec §2, answers from spec §9)', () => {
  it('holds the three entries, closed at first', () => {
    render(<Contact />);
    const questions = within(screen.getByRole('region', { name: 'Frequently Asked Questions' })).getAllByRole(
      'button',
    );
    expect(questions.map((button) => [button.textContent, button.getAttribute('aria-expanded')])).toEqual([
      ['What is your satisfaction guarantee?', 'false'],
      ['How do I manage or cancel my subscription?', 'false'],
      ['How long does shipping take?', 'false'],
    ]);
  });

  it('answers from spec §9: 30 days from receipt, anytime from the account, 3-7 and 2 business days', async () => {
    const user = userEvent.setup();
    render(<Contact />);
    for (const button of screen.getAllByRole('button', { expanded: false })) await user.click(button);

    const returns = screen.getByRole('region', { name: 'What is your satisfaction guarantee?' });
    expect(returns.textContent).toBe(
      "Every order is covered by our 100% satisfaction guarantee. If you don't love it, exchange or return it for free within 30 days from receipt.",
    );
    const subscription = screen.getByRole('region', { name: 'How do I manage or cancel my subscription?' });
    expect(subscription.textContent).toContain(
      'change or cancel your subscription anytime from your account',
    );
    expect(within(subscription).getByRole('link', { name: 'your orders' }).getAttribute('href')).toBe(
      '/account/orders',
    );
    const shipping = screen.getByRole('region', { name: 'How long does shipping take?' });
    expect(shipping.textContent).toBe(
      'Regular shipping takes 3-7 business days. Express shipping takes 2 business days.',
    );
  });

  it('is operated by keyboard: Tab reaches a question, Enter and Space toggle it (WAI-ARIA accordion)', async () => {
    const user = userEvent.setup();
    render(<Contact />);
    const first = screen.getByRole('button', { name: 'What is your satisfaction guarantee?' });
    const panelId = first.getAttribute('aria-controls')!;
    const panel = () => document.getElementById(panelId)!;

    // Tab order: email link, SMS link, then the first question (no chat widget on this page).
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(first);
    expect(panel().hidden).toBe(true);

    await user.keyboard('{Enter}');
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(panel().hidden).toBe(false);

    await user.keyboard(' ');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(panel().hidden).toBe(true);

    await user.tab();
    const second = screen.getByRole('button', { name: 'How do I manage or cancel my subscription?' });
    expect(document.activeElement).toBe(second);
    await user.keyboard(' ');
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(first.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('<Contact> live chat (spec §2: offered only if a widget is present and reports availability)', () => {
  it('offers no chat without a widget', () => {
    render(<Contact />);
    expect(chatButton()).toBeNull();
  });

  it('offers no chat when the widget reports unavailable', () => {
    (window as ChatWindow).pcChat = new FakeChatWidget(false);
    render(<Contact />);
    expect(chatButton()).toBeNull();
  });

  it('offers the chat when available, and the button opens it', async () => {
    const widget = new FakeChatWidget(true);
    (window as ChatWindow).pcChat = widget;
    const user = userEvent.setup();
    render(<Contact />);
    await user.click(chatButton()!);
    expect(widget.opened).toBe(1);
  });

  it('shows and hides the button live as availability changes', () => {
    const widget = new FakeChatWidget(false);
    (window as ChatWindow).pcChat = widget;
    render(<Contact />);
    expect(chatButton()).toBeNull();
    act(() => widget.setAvailable(true));
    expect(chatButton()).not.toBeNull();
    act(() => widget.setAvailable(false));
    expect(chatButton()).toBeNull();
  });

  it('offers the chat once a late widget announces itself with pc-chat-ready', () => {
    render(<Contact />);
    expect(chatButton()).toBeNull();
    act(() => {
      (window as ChatWindow).pcChat = new FakeChatWidget(true);
      window.dispatchEvent(new Event(CHAT_READY_EVENT));
    });
    expect(chatButton()).not.toBeNull();
  });
});

// issue 43, docs/decisions/0210: the contact page in the shop's second language, chosen by `#pc-config`'s
// locale; its es-US catalog is fetched then, and the texts are es-US.json's.
describe('<Contact> in es-US', () => {
  it('speaks Spanish, the FAQ answers with spec §9’s numbers and the orders link in place', async () => {
    setPageConfig({ apiRoot: '', ns: 'pc', locale: 'es-US' });
    const user = userEvent.setup();
    // The first render waits for the es-US catalog (a suspended render): `act` is awaited.
    await act(async () => {
      render(<Contact partnershipsEmail="biz@shop.test" />);
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Contáctanos');
    expect(screen.getByText('Sea lo que sea que necesites, cuenta con nosotros.')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Horario de atención al cliente',
      'Ponte en contacto',
      'Preguntas frecuentes',
      'Más ayuda',
      'Tus datos',
    ]);
    const links = within(screen.getByRole('navigation', { name: 'Más ayuda' }));
    expect(links.getByRole('link', { name: 'Ver todas las preguntas frecuentes' })).toBeTruthy();
    expect(links.getByRole('link', { name: 'Alianzas: biz@shop.test' })).toBeTruthy();
    expect(links.getByRole('link', { name: 'Empleos' })).toBeTruthy();
    const data = within(screen.getByRole('region', { name: 'Tus datos' }));
    expect(data.getByRole('textbox', { name: 'Correo electrónico' })).toBeTruthy();
    expect(data.getByRole('button', { name: 'ENVÍAME UN ENLACE POR CORREO' })).toBeTruthy();

    for (const button of screen.getAllByRole('button', { expanded: false })) await user.click(button);
    expect(
      screen.getByRole('region', { name: '¿Cuál es la garantía de satisfacción?' }).textContent,
    ).toContain('en un plazo de 30 días desde que lo recibes.');
    const subscription = screen.getByRole('region', { name: '¿Cómo administro o cancelo mi suscripción?' });
    expect(subscription.textContent).toBe(
      'Puedes cambiar o cancelar tu suscripción cuando quieras desde tu cuenta: ve a tus pedidos, elige la suscripción y cambia sus productos o su frecuencia de entrega, o cancélala.',
    );
    expect(within(subscription).getByRole('link', { name: 'tus pedidos' }).getAttribute('href')).toBe(
      '/account/orders',
    );
    expect(screen.getByRole('region', { name: '¿Cuánto tarda el envío?' }).textContent).toBe(
      'El envío regular tarda 3-7 días hábiles. El envío exprés tarda 2 días hábiles.',
    );
  });
});
