// `npm run owner:hash`: reads a password from standard input and prints its bcrypt hash, for
// PC_OWNER_PASSWORD_HASH (docs/decisions/0119). The password is never an argument, so it stays out of
// the shell's history and the process list: `npm run --silent owner:hash < password.txt`, or type it
// and press Ctrl-D.
import { hashPassword } from '../packages/store-server/src/owner/ownerPassword.ts';

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const password = Buffer.concat(chunks)
  .toString('utf8')
  .replace(/\r?\n$/, '');
if (password.length < 12) {
  console.error('owner:hash: give a password of at least 12 characters on standard input');
  process.exit(1);
}
console.log(await hashPassword(password));
