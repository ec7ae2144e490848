/**
 * An Italian car plate as issued since 1994: two letters, three digits, two letters, without I, O, Q, U;
 * spaces and dashes ignored, upper-cased. A customer's new request carries one in this format, or a chassis number
 * instead (SPEC §3: plate or chassis): `italianPlate` in rules.ts, checked by the web form and the server alike.
 * Schema-free, so the request form reads it without loading zod.
 */
export const ITALIAN_PLATE_PATTERN = /^[A-HJ-NPR-TV-Z]{2}\d{3}[A-HJ-NPR-TV-Z]{2}$/;
export const normalizePlate = (value: string) => value.replace(/[\s-]+/g, '').toUpperCase();
