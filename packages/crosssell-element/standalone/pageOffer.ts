import type { CrossSell } from '@pc/shared/contract';

// src/model/pageOffer.ts as the standalone pop-up needs it: only the store prints an offer into its
// page (on its /checkout, docs/decisions/0141); a third-party host's page carries none, so the pop-up
// asks the store for it (docs/decisions/0041).

export const readPageOffer = (_pageData: unknown): CrossSell | null => null;
