import type { User } from '@pc/shared/contract';

/** The customer a session becomes when QA switches its identity to customer (spec §6). */
export const DEMO_CUSTOMER: User = { id: 1042, email: 'sam.rivera@example.com', firstName: 'Sam' };
