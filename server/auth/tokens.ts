import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes in base64url: 256 bits, 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored: a leaked sessions table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function isWellFormedToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

/** The token of an `Authorization: Bearer <token>` header, or null when absent or malformed. */
export function bearerToken(header: string | undefined): string | null {
  const token = header ? /^Bearer +(\S+)$/i.exec(header.trim())?.[1] : undefined;
  return isWellFormedToken(token) ? token : null;
}
