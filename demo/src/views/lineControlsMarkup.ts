import { LINE_CONTROL_LABELS as LABELS } from '@pc/shared/format';
import { type MarkupElement, m } from './markup.ts';

// A checkout line's quantity control and Remove (docs/decisions/0124), as the cart drawer's
// (<pc-cart>'s QuantityStepper and CartLine): the same names, the same limits from the store, and a
// line that holds one unit says why. Wired by lineControls.ts.

export interface LineControlsInput {
  key: string;
  name: string;
  quantity: number;
  /** absent: a summary from before the store said it; the control then offers no more units */
  maxQuantity?: number | undefined;
  note?: string | null | undefined;
}

const stepButton = (line: LineControlsInput, to: number, label: string, sign: string, disabled: boolean) =>
  m(
    'button',
    {
      type: 'button',
      class: 'line-step',
      'aria-label': label,
      'data-line-key': line.key,
      'data-quantity': String(to),
      ...(disabled ? { disabled: true } : {}),
    },
    m('span', { 'aria-hidden': 'true' }, sign),
  );

export const lineControlsMarkup = (line: LineControlsInput): MarkupElement => {
  const max = line.maxQuantity ?? line.quantity;
  return m(
    'div',
    { class: 'line-controls' },
    ...(max > 1
      ? [
          m(
            'fieldset',
            { class: 'line-stepper' },
            m('legend', { class: 'visually-hidden' }, LABELS.quantity(line.name)),
            stepButton(line, line.quantity - 1, LABELS.decrease(line.name), '−', line.quantity <= 1),
            m('span', { class: 'line-count' }, String(line.quantity)),
            stepButton(line, line.quantity + 1, LABELS.increase(line.name), '+', line.quantity >= max),
          ),
        ]
      : []),
    m(
      'button',
      {
        type: 'button',
        class: 'line-remove',
        'aria-label': LABELS.remove(line.name),
        'data-line-key': line.key,
        'data-quantity': '0',
      },
      'Remove',
    ),
    ...(line.note ? [m('span', { class: 'line-note' }, line.note)] : []),
  );
};
