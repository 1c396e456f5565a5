import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, PlanId, StaffConfirmation, userDeletionResponse } from '@pourquoi/shared';
import type { z } from 'zod';
import { api, apiRequest } from '@/lib/api-client';
import { adminKeys, adminUserPath, loggedRead } from './admin-keys';

export type UserDeletion = z.infer<typeof userDeletionResponse>;

/** `GET /api/admin/users`: every account, newest first. */
export const useAdminUsers = () =>
  useQuery({
    queryKey: adminKeys.users,
    queryFn: ({ signal }) =>
      loggedRead(
        'users',
        signal,
        async () => (await api.get<{ users: AdminUser[] }>('/admin/users', { signal })).users,
      ),
  });

/**
 * What the edit modal changes: the names, the address (confirmed again by its owner), the plan,
 * its last day ('YYYY-MM-DD') and premium, which follows the plan.
 */
export interface UserEdit extends Pick<AdminUser, 'first_name' | 'last_name' | 'email'> {
  subscription_plan: PlanId;
  subscription_end_date: string | null;
  is_premium: boolean;
}

/** `PUT /api/admin/users/{id}`: the spec's client sends the whole edited user. */
export const updateUser = ({ user, edit }: { user: AdminUser; edit: UserEdit }) =>
  api.put<AdminUser>(adminUserPath(user.id), { ...user, ...edit });

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (updated) => {
      queryClient.setQueryData<AdminUser[]>(adminKeys.users, (users) =>
        users?.map((user) => (user.id === updated.id ? updated : user)),
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditLog });
    },
  });
}

/**
 * `DELETE /api/admin/users/{id}` with the typed phrase and the staff member's password
 * (decision 0020): the family and all it holds (never the contact account, nor oneself).
 */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, confirmation }: { user: AdminUser; confirmation: StaffConfirmation }) =>
      apiRequest<UserDeletion>(adminUserPath(user.id), { method: 'DELETE', body: confirmation }),
    onSuccess: (_deletion, { user }) => {
      queryClient.setQueryData<AdminUser[]>(adminKeys.users, (users) => users?.filter((known) => known.id !== user.id));
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

/**
 * The console's 'Réinitialiser' (the spec's 'Reset MDP', product.md#console) (docs/decisions/0016): the forgot-password mail, sent through the
 * admin route so it is checked against the role and written in the audit log.
 */
export function useSendResetMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: AdminUser) => api.post<{ message: string }>(`${adminUserPath(user.id)}/reset-password`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.auditLog }),
  });
}
