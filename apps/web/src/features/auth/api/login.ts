import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, LoginBody } from '@pourquoi/shared';
import { api } from '@/lib/api-client';
import { useAuth } from '../hooks/use-auth';

export const login = (body: LoginBody) => api.post<AuthResponse>('/auth/token', body, { auth: false });

/** Signs in and opens the session; the caller decides where to go next. */
export function useLogin() {
  const { openSession } = useAuth();
  return useMutation({ mutationFn: login, onSuccess: openSession });
}
