import { formatPrice } from '@pc/shared/format';

/** What a balance check says of a card (never its whole code: the last four characters). */
export const balanceText = ({
  last4,
  balance,
  amount,
}: {
  last4: string;
  balance: number;
  amount: number;
}): string =>
  balance > 0
    ? `Gift card ending ${last4} has ${formatPrice(balance)} left of ${formatPrice(amount)}.`
    : `Gift card ending ${last4} has no balance left.`;
