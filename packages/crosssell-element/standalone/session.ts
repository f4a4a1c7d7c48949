import { readPageConfig } from '@pc/shared';

// @pc/shared's api/session.ts as the standalone pop-up needs it (docs/decisions/0041, 0098): its host
// is a checkout whose server prints the shopper's token into #pc-config as `cartToken`, so the
// pop-up never starts a session of its own nor keeps one in storage.

export const sessionToken = (): string | undefined => readPageConfig().cartToken;

export const forgetSessionToken = (): void => {};

/** The pop-up leads to no store page, so it never hands its session off (api/handOff.ts). */
export const onOtherOrigin = (): boolean => false;

export const storeOrigin = (): string => location.origin;
