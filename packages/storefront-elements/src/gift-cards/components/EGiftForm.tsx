import { elementLocale, HostContext, useMessages } from '@pc/shared';
import { NAME_MAX_LENGTH } from '@pc/shared/constants';
import type { Product } from '@pc/shared/contract';
import { useContext, useState } from 'react';
import { preloadCalendar } from '../behaviour/calendarChunk.ts';
import { giftCardsMessages } from '../messages/index.ts';
import { leaveEmail, leaveName } from '../model/fieldChecks.ts';
import { type AmountChoice, type EGiftForm as Form, splitAmounts } from '../model/giftCardSelection.ts';
import { AmountCards } from './AmountCards.tsx';
import { DeliveryDate } from './DeliveryDate.tsx';
import { GiftMessage } from './GiftMessage.tsx';
import { OtherAmountSlider } from './OtherAmountSlider.tsx';
import { TextField } from './TextField.tsx';

export interface EGiftFormProps {
  product: Product | null;
  form: Form;
  today: string;
  sendTimeNote: string;
  onEdit(change: Partial<Omit<Form, 'amount'>>): void;
  onPickAmount(source: AmountChoice['source'], variationId: number): void;
}

type FieldName = 'recipientName' | 'email' | 'senderName';

/**
 * spec §2 E-gift steps 1 (recipient name, recipient email, sender name, amount) and 2 (delivery date,
 * optional message). Each text field is checked as the shopper leaves it (spec §5).
 */
export function EGiftForm({ product, form, today, sendTimeNote, onEdit, onPickAmount }: EGiftFormProps) {
  const m = useMessages(giftCardsMessages);
  const locale = elementLocale(useContext(HostContext));
  const [errors, setErrors] = useState<Readonly<Record<FieldName, string | null>>>({
    recipientName: null,
    email: null,
    senderName: null,
  });
  const setError = (field: FieldName, error: string | null) =>
    setErrors((current) => (current[field] === error ? current : { ...current, [field]: error }));
  const edit = (field: FieldName) => (value: string) => {
    setError(field, null); // typing again clears the error state (spec §8)
    onEdit({ [field]: value });
  };
  const leave = (field: FieldName, left: { value: string; error: string | null }) => {
    setError(field, left.error);
    if (left.value !== form[field]) onEdit({ [field]: left.value });
  };
  const { cards, slider } = splitAmounts(product?.variations ?? []);

  return (
    // Focus in the form: the shopper is filling it in and will reach step 2's calendar (decision 0067).
    // biome-ignore lint/a11y/noStaticElementInteractions: focus passing through only starts a download
    <div className="egift" part="e-gift" onFocus={() => preloadCalendar(locale)}>
      <section className="step" aria-labelledby="pc-gift-step-1">
        <h2 id="pc-gift-step-1" className="step__title">
          {m.stepOneTitle}
        </h2>
        <TextField
          label={m.recipientName}
          value={form.recipientName}
          error={errors.recipientName}
          maxLength={NAME_MAX_LENGTH}
          autoComplete="off"
          onChange={edit('recipientName')}
          onBlur={(value) => leave('recipientName', leaveName(value, m.recipientNameRequired))}
        />
        <TextField
          label={m.recipientEmail}
          type="email"
          value={form.email}
          error={errors.email}
          autoComplete="off"
          onChange={edit('email')}
          onBlur={(value) => leave('email', leaveEmail(value, m))}
        />
        <TextField
          label={m.senderName}
          value={form.senderName}
          error={errors.senderName}
          maxLength={NAME_MAX_LENGTH}
          autoComplete="name"
          onChange={edit('senderName')}
          onBlur={(value) => leave('senderName', leaveName(value, m.senderNameRequired))}
        />
        <fieldset className="amount">
          <legend className="field__label">{m.amount}</legend>
          <AmountCards
            name="pc-egift-amount"
            className="cards--two"
            variations={cards}
            checked={form.amount?.source === 'card' ? form.amount.variationId : null}
            onPick={(id) => onPickAmount('card', id)}
          />
          <OtherAmountSlider
            variations={slider}
            picked={form.amount?.source === 'slider' ? form.amount.variationId : null}
            onPick={(id) => onPickAmount('slider', id)}
          />
        </fieldset>
      </section>
      <section className="step" aria-labelledby="pc-gift-step-2">
        <h2 id="pc-gift-step-2" className="step__title">
          {m.stepTwoTitle}
        </h2>
        <DeliveryDate
          date={form.date}
          today={today}
          note={sendTimeNote}
          onChange={(date) => onEdit({ date })}
        />
        <GiftMessage message={form.message} onChange={(message) => onEdit({ message })} />
      </section>
    </div>
  );
}
