// The third-party bundle's state/applyAction.ts (scripts/build/standaloneBuild.ts, decision 0041): the
// action is posted as spec §7 says, without @pc/shared's cart store. A page of another origin has no
// store cart to keep in step (the store's BroadcastChannel is per origin) and the store's bytes must
// fit 64 KB; the host learns of the change from `pc-complete` {outcome: 'accepted'}.
import { callApi } from '@pc/shared';
import { postCrossSell } from '@pc/shared/contract';

type Request = Parameters<typeof callApi<typeof postCrossSell>>[1];

export const applyAction = (request: Request, _from?: Element): Promise<unknown> =>
  callApi(postCrossSell, request, { signal: new AbortController().signal });
