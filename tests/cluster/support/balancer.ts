import http from 'node:http';
import net from 'node:net';

/** A round-robin balancer on loopback, as the operator would run it: no session affinity at all. */
export interface Balancer {
  url: string;
  /** Which backend (index) each request or WebSocket upgrade went to, in order. */
  picks: number[];
  close: () => Promise<void>;
}

/**
 * Every HTTP request and every WebSocket upgrade goes to the next backend in turn (a request of a long-polling
 * session may land on another instance than its handshake: that is the point). Upgrades are passed through as
 * raw TCP after the request head, like nginx with the Upgrade/Connection headers set.
 */
export async function startBalancer(backends: string[]): Promise<Balancer> {
  const targets = backends.map((backend) => new URL(backend));
  const picks: number[] = [];
  let next = 0;
  const pick = () => {
    const index = next++ % targets.length;
    picks.push(index);
    return targets[index];
  };
  const sockets = new Set<net.Socket>();

  const server = http.createServer((request, response) => {
    const target = pick();
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });

  server.on('upgrade', (request: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const target = pick();
    const upstream = net.connect(Number(target.port), target.hostname, () => {
      const lines = [`${request.method} ${request.url} HTTP/1.1`];
      for (let i = 0; i < request.rawHeaders.length; i += 2)
        lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    picks,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
