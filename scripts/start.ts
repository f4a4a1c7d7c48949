// `npm start` (after the build): the store server with a local mail catcher, so QA reads the e-gift
// emails the demo sends (spec §9; docs/decisions/0097). MailDev takes SMTP on 127.0.0.1:1025 and shows
// what arrived at http://localhost:1080 (its API at /email); the server sends there through
// SMTP_URL. With SMTP_URL already set, no catcher starts and the server sends where it says.
// MAILDEV_SMTP_PORT and MAILDEV_WEB_PORT move the catcher.
import { type ChildProcess, spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The package's own command, started directly so a signal reaches it (npx would stand between). */
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const smtpPort = Number(process.env.MAILDEV_SMTP_PORT || 1025);
const webPort = Number(process.env.MAILDEV_WEB_PORT || 1080);

/** Resolves once something listens on 127.0.0.1:`port`, or rejects after `ms`. */
const listening = (port: number, ms: number): Promise<void> =>
  new Promise((resolve, reject) => {
    const deadline = Date.now() + ms;
    const attempt = () => {
      const socket = createConnection({ host: '127.0.0.1', port }, () => {
        socket.end();
        resolve();
      });
      socket.on('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nothing listens on port ${port} after ${ms} ms`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });

const children: ChildProcess[] = [];
const stopAll = (signal: NodeJS.Signals) => {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
process.once('SIGINT', () => stopAll('SIGINT'));
process.once('SIGTERM', () => stopAll('SIGTERM'));

const env = { ...process.env };
if (!env.SMTP_URL) {
  const catcher = spawn(
    bin('maildev'),
    ['--smtp', String(smtpPort), '--ip', '127.0.0.1', '--web', String(webPort), '--silent'],
    { cwd: root, stdio: 'inherit' },
  );
  children.push(catcher);
  catcher.on('exit', (code) => {
    if (code !== 0 && code !== null) console.error(`The mail catcher (MailDev) stopped with code ${code}.`);
  });
  await listening(smtpPort, 30_000);
  env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
  // The QA panel links to it. MailDev 3 answers its page at /index.html (its "/" is a 404).
  env.PC_MAIL_CATCHER_URL = `http://localhost:${webPort}/index.html`;
  console.log(`Mail catcher: the e-gift emails the demo sends are at http://localhost:${webPort}/index.html`);
}

const server = spawn(bin('tsx'), ['packages/store-server/src/main.ts'], { cwd: root, env, stdio: 'inherit' });
children.push(server);
server.on('exit', (code) => {
  stopAll('SIGTERM');
  process.exitCode = code ?? 0;
});
