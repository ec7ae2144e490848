import * as z from './zod-strings.js';

// Every schema of the contract is built from this z: zod with Italian messages and NUL-free strings, both set in
// zod-strings.ts (where a bundler cannot drop them).
export { z };
