import readline from 'node:readline';
import { acquireDataDirLock } from '../../server/db/lock.js';

/*
 * A separate server process for the stale-lock race of db-lock.test.ts: for each data folder read on stdin it
 * tries to take the folder's lock at once and answers `<folder> won` or `<folder> lost`. It keeps what it won
 * until it exits, like a server would.
 */
const lines = readline.createInterface({ input: process.stdin });
lines.on('line', (dir) => {
  acquireDataDirLock(dir, () => undefined).then(
    () => process.stdout.write(`${dir} won\n`),
    (error: unknown) => process.stdout.write(`${dir} lost ${String((error as Error).message).split('\n')[0]}\n`),
  );
});
process.stdout.write('ready\n');
