import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { referralCodeResponse } from '@pourquoi/shared';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from './subscription-keys';

export type ReferralCode = z.infer<typeof referralCodeResponse>;

/** `GET /referral/my-code`: the family's code and what it earned (paying parents; 403 otherwise). */
export const useReferralCode = () =>
  useQuery({
    queryKey: subscriptionKeys.referralCode,
    queryFn: ({ signal }) => api.get<ReferralCode>('/referral/my-code', { signal }),
  });
