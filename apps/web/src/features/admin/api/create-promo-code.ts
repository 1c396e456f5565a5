import { useMutation } from '@tanstack/react-query';
import type { DiscountCode, promoCodeDraftBody } from '@pourquoi/shared';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** The support panel's draft, as the spec names its fields (product.md#support-panel). */
export type PromoCodeDraft = z.input<typeof promoCodeDraftBody>;

/** `POST /api/support/promo-codes` (201 with the code): percentages only. */
export function useCreatePromoCode() {
  return useMutation({
    mutationFn: (draft: PromoCodeDraft) => api.post<DiscountCode>('/support/promo-codes', draft),
  });
}
