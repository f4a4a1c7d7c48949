import { atom } from 'nanostores';
import { readPageConfig } from '../config/pageConfig.ts';
import { shared } from './registry.ts';

/**
 * The WordPress nonce sent as X-WP-Nonce (spec §6): the page's, then any `newNonce` a response carries.
 * Element bundles are ES modules, which run after the page (and its #pc-config) has been parsed.
 */
export const $nonce = shared('nonce', () => atom<string | undefined>(readPageConfig().nonce));
