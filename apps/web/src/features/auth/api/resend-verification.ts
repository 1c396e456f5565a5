import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A new confirmation link to the signed-in parent's address (nothing when it is confirmed already). */
export const resendVerification = () => api.post<{ message: string }>('/auth/resend-verification');

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
