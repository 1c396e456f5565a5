import { useMutation } from '@tanstack/react-query';
import type { AccountDeletion } from '@pourquoi/shared';
import { apiRequest } from '@/lib/api-client';

/**
 * `DELETE /api/account` with the password: everything of the family goes (children,
 * conversations, stories, pictures, sessions). Answers what was deleted; a wrong password
 * is a 400 naming the password field.
 */
export const deleteAccount = (body: { password: string }) =>
  apiRequest<AccountDeletion>('/account', { method: 'DELETE', body });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
