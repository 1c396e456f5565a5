import { z } from 'zod';
import { formatPrice } from '../plans/catalogue.js';

export const discountTypeSchema = z.enum(['percentage', 'amount', 'months']);
export type DiscountType = z.infer<typeof discountTypeSchema>;

export interface DiscountTerms {
  type: DiscountType;
  /** Percent (1 to 100), euros (from 0.01) or months offered. */
  value: number;
}

export const DEFAULT_DISCOUNT_USAGE_LIMIT = 1;

/** product.md#discount-codes: the bounds of each type, and a value that must be above 0. */
export function discountValueProblem({ type, value }: DiscountTerms): string | null {
  if (!Number.isFinite(value) || value <= 0) return 'La valeur doit être supérieure à 0';
  if (type === 'percentage') {
    if (!Number.isInteger(value) || value < 1 || value > 100) return 'Un pourcentage va de 1 à 100';
  } else if (type === 'amount') {
    if (value < 0.01 || Math.round(value * 100) !== value * 100)
      return 'Un montant se donne au centime près (0,01 € au moins)';
  } else if (!Number.isInteger(value)) {
    return 'Un nombre de mois est un nombre entier';
  }
  return null;
}

/** "-20 %", "-5,00 €", "1 mois offert", "3 mois offerts" (the label is plural above 1). */
export function discountLabel({ type, value }: DiscountTerms): string {
  if (type === 'percentage') return `-${value} %`;
  if (type === 'amount') return `-${formatPrice(value)}`;
  return `${value} mois offert${value > 1 ? 's' : ''}`;
}

/**
 * What the first payment costs with the code: a percentage or an amount comes off it; months
 * offered make the first months free (the first payment comes after them).
 */
export function applyDiscount(amountCents: number, terms: DiscountTerms): { amountCents: number; freeMonths: number } {
  if (terms.type === 'percentage')
    return { amountCents: Math.round((amountCents * (100 - terms.value)) / 100), freeMonths: 0 };
  if (terms.type === 'amount')
    return { amountCents: Math.max(0, amountCents - Math.round(terms.value * 100)), freeMonths: 0 };
  return { amountCents: 0, freeMonths: terms.value };
}

/** A code as typed: upper-cased, letters, digits, dash and underscore. */
export const discountCodeTextSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{3,32}$/, 'Le code fait 3 à 32 lettres ou chiffres, sans espace');

/** The creation payload (product.md#discount-codes), with the form's rules enforced here too. */
export const discountCodeInputSchema = z
  .object({
    code: discountCodeTextSchema,
    type: discountTypeSchema,
    value: z.number(),
    valid_until: z.iso.date().nullable().default(null),
    usage_limit: z
      .number()
      .int()
      .min(1, "La limite d'utilisation est d'au moins 1")
      .default(DEFAULT_DISCOUNT_USAGE_LIMIT),
    description: z.string().trim().max(200).default(''),
    one_per_user: z.boolean().default(true),
  })
  .superRefine((input, ctx) => {
    const problem = discountValueProblem(input);
    if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: problem });
  });
export type DiscountCodeInput = z.infer<typeof discountCodeInputSchema>;

export const discountCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  type: discountTypeSchema,
  value: z.number(),
  usage_limit: z.number().int(),
  times_used: z.number().int(),
  valid_until: z.string().nullable(),
  one_per_user: z.boolean(),
  description: z.string(),
  created_at: z.string(),
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;
