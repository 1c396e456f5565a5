import { useMutation } from '@tanstack/react-query';
import type { DiscountPreview, PaidPlanId } from '@pourquoi/shared';
import { api } from '@/lib/api-client';

/** `POST /monetization/preview-discount`: what the code takes off the first payment (400 when unknown). */
export const previewDiscount = (body: { code: string; planId: PaidPlanId }) =>
  api.post<DiscountPreview>('/monetization/preview-discount', body);

export const usePreviewDiscount = () => useMutation({ mutationFn: previewDiscount });
