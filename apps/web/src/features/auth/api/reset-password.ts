import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@pourquoi/shared';
import { api } from '@/lib/api-client';

export const resetPassword = (body: ResetPasswordBody) =>
  api.post<{ message: string }>('/auth/reset-password', body, { auth: false });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
