import * as v from 'valibot';
import { defineCall, NoParams } from './call.ts';

// spec §3 User; spec §7 users/self ("failure means anonymous").
export const User = v.object({ id: v.number(), email: v.string(), firstName: v.string() });
export type User = v.InferOutput<typeof User>;

export const getSelf = defineCall({
  name: 'getSelf',
  method: 'GET',
  path: '/wp-json/{ns}/v1/users/self',
  encoding: 'query',
  request: NoParams,
  response: User,
});
