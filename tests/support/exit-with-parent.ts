/**
 * Preloaded (node --import) into a server a test or bench harness starts with a piped stdin (harness-exit.ts): when
 * the harness dies, however it dies (SIGKILL included), the pipe ends and the server stops as on SIGTERM, so no
 * orphan is left listening on a random port. The pipe never keeps the server alive on its own.
 */
let orphaned = false;
const stopWhenOrphaned = () => {
  if (orphaned) return;
  orphaned = true;
  process.kill(process.pid, 'SIGTERM');
};
process.stdin.once('end', stopWhenOrphaned);
process.stdin.once('close', stopWhenOrphaned);
process.stdin.on('error', () => undefined);
process.stdin.resume();
(process.stdin as { unref?: () => void }).unref?.();
