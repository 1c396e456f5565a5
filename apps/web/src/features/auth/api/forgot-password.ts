import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody } from '@pourquoi/shared';
import { api } from '@/lib/api-client';

export const requestPasswordReset = (body: ForgotPasswordBody) =>
  api.post<{ message: string }>('/auth/forgot-password', body, { auth: false });

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
