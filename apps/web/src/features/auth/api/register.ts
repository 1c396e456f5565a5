import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, RegisterBody } from '@pourquoi/shared';
import { api } from '@/lib/api-client';
import { useAuth } from '../hooks/use-auth';

/** Only the four fields the server takes: the confirmation never leaves the browser. */
export const register = ({ email, password, first_name, last_name }: RegisterBody) =>
  api.post<AuthResponse>('/auth/register', { email, password, first_name, last_name }, { auth: false });

export function useRegister() {
  const { openSession } = useAuth();
  return useMutation({ mutationFn: register, onSuccess: openSession });
}
