import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A delivery as a local receiver got it. */
export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A webhook receiver on 127.0.0.1 and a port of its own (decision 0190's tests): it keeps what it
 * gets and answers the statuses queued with `answer`, then 200; `delayMs` holds each answer.
 */
export const startWebhookReceiver = async ({ delayMs = 0 }: { delayMs?: number } = {}) => {
  const received: Received[] = [];
  const statuses: number[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      setTimeout(() => response.writeHead(statuses.shift() ?? 200).end('ok'), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    answer: (...codes: number[]) => statuses.push(...codes),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
