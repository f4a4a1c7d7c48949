import type { Locale } from '../i18n/locale.ts';
import en from './messages/en-US.ts';
import es from './messages/es-US.ts';
import type { RouteTitles } from './routeTitles.ts';

/** The pages' titles in every locale at once, for the store server (a server has no bytes to save). */
export const ROUTE_TITLES: Readonly<Record<Locale, RouteTitles>> = { 'en-US': en, 'es-US': es };
