import { createServer, type Server, Socket } from 'node:net';

/** A TCP proxy in front of PostgreSQL that the test can cut and restore, as a network or an outage would. */
export const startProxy = async (target: URL) => {
  const sockets = new Set<Socket>();
  let up = true;
  /** Text whose first chunk from a client is held, with all that client sends after it. */
  let holdOn: string | undefined;
  const held = new Set<Socket>();
  /** Text whose first chunk from PostgreSQL ends that client's connection instead of reaching it. */
  let loseOn: string | undefined;
  const server: Server = createServer((client) => {
    if (!up) return client.destroy();
    const upstream = new Socket();
    upstream.connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.on('data', (chunk: Buffer) => {
      if (!held.has(client) && holdOn !== undefined && chunk.includes(holdOn)) held.add(client);
      if (!held.has(client)) upstream.write(chunk);
    });
    client.on('end', () => upstream.end());
    upstream.on('data', (chunk: Buffer) => {
      if (loseOn !== undefined && chunk.includes(loseOn)) {
        client.destroy();
        upstream.destroy();
      } else client.write(chunk);
    });
    upstream.on('end', () => client.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    cut() {
      up = false;
      for (const socket of sockets) socket.destroy();
    },
    /** New connections are refused; those open stay. */
    refuse() {
      up = false;
    },
    restore() {
      up = true;
    },
    /**
     * From now, a client's first chunk containing `text` (a statement on its way) and all that client
     * sends after it never reach PostgreSQL, and its connection stays open: a message lost on the way.
     */
    holdChunkWith(text: string | undefined) {
      holdOn = text;
    },
    /** From now, PostgreSQL's first answer containing `text` ends its connection instead of arriving. */
    loseAnswerWith(text: string | undefined) {
      loseOn = text;
    },
    /** How many clients are held. */
    held: () => held.size,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
