import { useEffect, useState, type RefObject } from 'react';
import {
  DEFAULT_DISCOUNT_USAGE_LIMIT,
  discountCodeInputSchema,
  discountLabel,
  type DiscountCodeInput,
  type DiscountType,
} from '@pourquoi/shared';
import { fieldErrors } from '@/lib/form-errors';

/** The form as typed: numbers stay text while the admin types them. */
export interface DiscountCodeDraft {
  code: string;
  type: DiscountType;
  value: string;
  validUntil: string;
  usageLimit: string;
  description: string;
  onePerUser: boolean;
}

export type DiscountCodeField = 'code' | 'value' | 'valid_until' | 'usage_limit' | 'description';

/** product.md#console: percentage, value 0, usage limit 1, one per user, the rest empty. */
export const emptyDraft = (type: DiscountType = 'percentage'): DiscountCodeDraft => ({
  code: '',
  type,
  value: '0',
  validUntil: '',
  usageLimit: String(DEFAULT_DISCOUNT_USAGE_LIMIT),
  description: '',
  onePerUser: true,
});

/** product.md#discount-codes: what the value input allows for each type (no maximum but for percentages). */
export const valueBounds: Record<DiscountType, { min: number; max?: number; step: number }> = {
  percentage: { min: 1, max: 100, step: 1 },
  amount: { min: 0.01, step: 0.01 },
  months: { min: 0, step: 1 },
};

/** The value typed, a French comma accepted; anything else counts as 0. */
export function draftValue(value: string): number {
  const number = Number(value.trim().replace(',', '.'));
  return value.trim() === '' || !Number.isFinite(number) ? 0 : number;
}

/** product.md#discount-codes: a whole number from 1; anything else falls back to 1. */
export function usageLimitOf(text: string): number {
  const limit = Number.parseInt(text, 10);
  return Number.isFinite(limit) && limit >= 1 ? limit : DEFAULT_DISCOUNT_USAGE_LIMIT;
}

/** "NOEL26 : 3 mois offerts", once a code and a value are set. */
export function draftPreview(draft: DiscountCodeDraft): string | null {
  const value = draftValue(draft.value);
  if (!draft.code.trim() || value <= 0) return null;
  return `${draft.code.trim()} : ${discountLabel({ type: draft.type, value })}`;
}

/** Creation waits for a code and a value above 0 (product.md#discount-codes). */
export const canCreate = (draft: DiscountCodeDraft) => draft.code.trim() !== '' && draftValue(draft.value) > 0;

/** The creation payload as the shared schema reads it (the server checks the same rules). */
export const draftInput = (draft: DiscountCodeDraft) => ({
  code: draft.code,
  type: draft.type,
  value: draftValue(draft.value),
  valid_until: draft.validUntil || null,
  usage_limit: usageLimitOf(draft.usageLimit),
  description: draft.description,
  one_per_user: draft.onePerUser,
});

/**
 * The new-code form's state and rules: the code in upper case, a new type back to 0, the usage
 * limit back to 1 when left invalid, and the shared schema's messages under each field (focus
 * goes to the first of them, in `formRef`).
 */
export function useDiscountCodeForm(
  formRef: RefObject<HTMLFormElement | null>,
  initialType: DiscountType = 'percentage',
) {
  const [draft, setDraft] = useState(() => emptyDraft(initialType));
  const [errors, setErrors] = useState<Partial<Record<DiscountCodeField, string>>>({});
  // Counts the refusals: after each, focus goes to the first field in error (its message is read with it).
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals, formRef]);

  const edit = (change: Partial<DiscountCodeDraft>, field?: DiscountCodeField) => {
    setDraft((current) => ({ ...current, ...change }));
    if (field) setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  return {
    draft,
    errors,
    preview: draftPreview(draft),
    canCreate: canCreate(draft),
    setCode: (code: string) => edit({ code: code.toUpperCase() }, 'code'),
    setType: (type: DiscountType) => {
      edit({ type, value: '0' });
      setErrors((current) => ({ ...current, value: undefined }));
    },
    setValue: (value: string) => edit({ value }, 'value'),
    setValidUntil: (validUntil: string) => edit({ validUntil }, 'valid_until'),
    setUsageLimit: (usageLimit: string) => edit({ usageLimit }, 'usage_limit'),
    /** Leaving the field shows the limit that will be used. */
    settleUsageLimit: () =>
      setDraft((current) => ({ ...current, usageLimit: String(usageLimitOf(current.usageLimit)) })),
    setDescription: (description: string) => edit({ description }, 'description'),
    setOnePerUser: (onePerUser: boolean) => edit({ onePerUser }),
    /** The payload, or null once the messages are shown. */
    validate: (): DiscountCodeInput | null => {
      const parsed = discountCodeInputSchema.safeParse(draftInput(draft));
      if (parsed.success) return parsed.data;
      setErrors(fieldErrors<DiscountCodeField>(parsed.error));
      setRefusals((count) => count + 1);
      return null;
    },
    reset: () => {
      setDraft(emptyDraft(initialType));
      setErrors({});
    },
  };
}

export type DiscountCodeForm = ReturnType<typeof useDiscountCodeForm>;
