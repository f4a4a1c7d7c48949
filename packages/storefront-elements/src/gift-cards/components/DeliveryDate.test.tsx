import { readFileSync } from 'node:fs';
import { HostContext } from '@pc/shared';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calendarChunk, spanishCalendarChunk } from '../behaviour/calendarChunk.ts';
import { DeliveryDate } from './DeliveryDate.tsx';
import { EGiftForm } from './EGiftForm.tsx';

// spec §2 E-gift step 2: the delivery date calendar is its own chunk, never loaded with the page
// (docs/decisions/0030), and starts loading as the shopper heads for it (docs/decisions/0067), so
// the button opens the dialog with the calendar in it, not a loading line. Each test starts on a page
// that has not loaded the chunk.

const props = { date: '', today: '2026-03-10', note: 'note', onChange: () => {} };

/** Waits for the chunk to arrive. */
const arrived = () =>
  act(async () => {
    await vi.waitFor(() => expect(calendarChunk.loaded()).not.toBeNull(), { timeout: 15_000 });
  });

beforeEach(() => {
  // happy-dom's <dialog> has no showModal: the Dialog primitive needs one.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});
afterEach(() => {
  cleanup();
  calendarChunk.resetForTests();
  spanishCalendarChunk.resetForTests();
});

describe('the delivery date calendar’s chunk (decision 0067)', () => {
  it('is not loaded with the page', { timeout: 20_000 }, async () => {
    render(<DeliveryDate {...props} />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calendarChunk.loaded()).toBeNull();
  });

  it.each([
    ['a pointer reaches the button', () => fireEvent.pointerEnter(screen.getByRole('button'))],
    ['a finger touches the button', () => fireEvent.touchStart(screen.getByRole('button'))],
    ['the button takes focus', () => screen.getByRole('button').focus()],
  ])('starts loading when %s, and the click then opens the calendar at once', async (_, reach) => {
    render(<DeliveryDate {...props} />);
    await act(async () => reach());
    await arrived();
    // en-US: react-day-picker's own words; the Spanish calendar's chunk is an es-US page's alone.
    expect(spanishCalendarChunk.loaded()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /CHOOSE A DATE/ }));
    // The same render as the click: the calendar's grid, no loading line.
    expect(screen.getByRole('grid')).toBeTruthy();
    expect(screen.queryByText('Loading the calendar…')).toBeNull();
  });

  it('starts loading when focus enters the e-gift form’s first step', async () => {
    render(
      <EGiftForm
        product={null}
        form={{ recipientName: '', email: '', senderName: '', amount: null, date: '', message: '' }}
        today="2026-03-10"
        sendTimeNote="note"
        onEdit={() => {}}
        onPickAmount={() => {}}
      />,
    );
    expect(calendarChunk.loaded()).toBeNull();
    await act(async () => screen.getByRole('textbox', { name: 'Recipient name' }).focus());
    await arrived();
    expect(calendarChunk.loaded()).not.toBeNull();
  });

  it('opened before the chunk arrived, says it is loading, then shows the calendar', async () => {
    render(<DeliveryDate {...props} />);
    fireEvent.click(screen.getByRole('button', { name: /CHOOSE A DATE/ }));
    expect(screen.getByText('Loading the calendar…')).toBeTruthy();
    expect(await screen.findByRole('grid', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByText('Loading the calendar…')).toBeNull();
  });

  it('brings react-day-picker’s rules with it, adopted into the element’s shadow root, not in the first view’s sheet', async () => {
    // The files (Vitest hands CSS imports over empty): the grid's rules are the calendar's own.
    const css = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
    expect(css('../styles.css')).not.toContain('.rdp-');
    expect(css('./deliveryCalendar.css')).toContain('.rdp-day_button');
    const host = document.createElement('pc-gift-cards');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mountPoint = shadow.appendChild(document.createElement('div'));
    render(
      <HostContext value={host}>
        <DeliveryDate {...props} />
      </HostContext>,
      { container: mountPoint },
    );
    expect(shadow.adoptedStyleSheets).toEqual([]);
    fireEvent.click(within(mountPoint).getByRole('button', { name: /CHOOSE A DATE/ }));
    expect(await within(mountPoint).findByRole('grid', undefined, { timeout: 15_000 })).toBeTruthy();
    // Its sheet, adopted once the calendar shows.
    expect(shadow.adoptedStyleSheets).toHaveLength(1);
    host.remove();
  });

  it('is drawn in the closed dialog once the shopper heads for the button, the press only opens it, and each close draws a new one (decision 0205)', async () => {
    render(<DeliveryDate {...props} date="2026-05-20" />);
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    await act(async () => fireEvent.pointerEnter(screen.getByRole('button', { name: /Delivery date/ })));
    await arrived();
    // Out of sight, in a transition: drawn before the press, which then only draws it again.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(dialog.open).toBe(false);
    expect(dialog.querySelector('[role="grid"]')).not.toBeNull();
    const caption = () => dialog.querySelector('[role="status"], .rdp-caption_label')?.textContent;
    const drawn = dialog.querySelector('[role="grid"]');
    fireEvent.click(screen.getByRole('button', { name: /Delivery date/ }));
    expect(dialog.open).toBe(true);
    // The press drew nothing new: the same grid, its chosen day focused.
    expect(dialog.querySelector('[role="grid"]')).toBe(drawn);
    expect(caption()).toBe('May 2026');
    expect((document.activeElement as HTMLElement).closest('[data-day]')?.getAttribute('data-day')).toBe(
      '2026-05-20',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: /Next Month/i }));
    expect(caption()).toBe('June 2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close the calendar' }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.click(screen.getByRole('button', { name: /Delivery date/ }));
    // A new calendar: at the chosen day's month again.
    expect(caption()).toBe('May 2026');
  });
});
