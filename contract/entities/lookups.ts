import { z } from '../z.js';

export const Province = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export type Province = z.infer<typeof Province>;

export const Manufacturer = z.object({ id: z.number().int(), name: z.string() });
export type Manufacturer = z.infer<typeof Manufacturer>;

/** A part or part category: the tree is given by part_parent_id (null at the root). */
export const Part = z.object({ id: z.number().int(), name: z.string(), part_parent_id: z.number().int().nullable() });
export type Part = z.infer<typeof Part>;

export const PaymentMethod = z.object({ id: z.number().int(), name: z.string(), description: z.string() });
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const Faq = z.object({ id: z.number().int(), question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof Faq>;
