import net from 'node:net';

/**
 * A loopback TCP proxy the test controls: forwards to `target` until cut. `cut()` destroys every open
 * connection and then either refuses new ones at once ('refuse': a stopped service) or accepts them and
 * never answers ('blackhole': a network that drops packets). `restore()` forwards again, same port.
 */
export interface TcpProxy {
  port: number;
  cut: (mode?: 'refuse' | 'blackhole') => void;
  restore: () => void;
  close: () => Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'forward' | 'refuse' | 'blackhole' = 'forward';
  const open = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  const server = net.createServer((client) => {
    track(client);
    if (mode === 'refuse') return void client.destroy();
    if (mode === 'blackhole') return; // held open, never forwarded; destroyed by close() or the next cut
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    upstream.once('close', () => client.destroy());
    client.once('close', () => upstream.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('proxy has no port');

  const destroyAll = () => {
    for (const socket of open) socket.destroy();
  };
  return {
    port: address.port,
    cut(how = 'refuse') {
      mode = how;
      destroyAll();
    },
    restore() {
      mode = 'forward';
    },
    close: () =>
      new Promise<void>((resolve) => {
        destroyAll();
        server.close(() => resolve());
      }),
  };
}
