/**
 * Preloaded into a server process under test (with --expose-gc): SIGUSR2 runs a full garbage collection, so
 * the test reads the resident memory the process really holds, not garbage waiting for the next collection.
 */
const collect = (globalThis as { gc?: () => void }).gc;
if (collect) process.on('SIGUSR2', () => collect());
