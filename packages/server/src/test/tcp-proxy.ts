import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';

/**
 * A TCP proxy in front of a server (PostgreSQL in the readiness test): `cut()` drops every
 * connection and stops listening, as a stopped or unreachable database looks to a client;
 * `restore()` listens again on the same port.
 */
export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // a reset on one side is answered by destroying the pair, never by an unhandled 'error'
    socket.on('error', () => socket.destroy());
  };
  const listen = (server: Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const makeServer = () =>
    createServer((client) => {
      const upstream = tcpConnect(target.port, target.host);
      track(client);
      track(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });

  let server: Server | null = makeServer();
  const port = await listen(server, 0);
  const cut = async () => {
    const closing = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };
  return {
    port,
    cut,
    restore: async () => {
      if (server) return;
      server = makeServer();
      await listen(server, port);
    },
    close: cut,
  };
}
