import { useContext } from 'react';
import { elementCurrency } from '../config/storeCurrency.ts';
import { HostContext } from '../element/hostContext.ts';
import { type PriceFormat, priceFormat } from '../format/price.ts';
import { elementLocale } from './useMessages.ts';

/** The element's prices: its locale (`elementLocale`) and the store's currency (`elementCurrency`). */
export const elementPrices = (host: Element | null): PriceFormat =>
  priceFormat(elementLocale(host), elementCurrency(host));

/** A view's price formatter: `const money = usePrice(); money(19.5)` → '$19.50' (en-US, USD). */
export const usePrice = (): PriceFormat => elementPrices(useContext(HostContext));
