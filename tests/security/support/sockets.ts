import type { Socket } from 'socket.io-client';

/** Resolves with the disconnect reason, or rejects when the socket is still open after `ms`. */
export function closedWithin(socket: Socket, ms: number): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!socket.connected) return resolve('already closed');
    const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    socket.once('disconnect', (why) => {
      clearTimeout(timer);
      resolve(why);
    });
  });
}
