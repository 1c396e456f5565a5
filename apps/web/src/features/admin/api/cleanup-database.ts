import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffConfirmation, cleanupResponse } from '@pourquoi/shared';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export type CleanupResult = z.infer<typeof cleanupResponse>;

/**
 * `POST /api/admin/cleanup-database` with the typed phrase and the staff member's password
 * (decision 0020): a backup first, then every account but the protected ones goes.
 */
export function useCleanupDatabase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmation: StaffConfirmation) => api.post<CleanupResult>('/admin/cleanup-database', confirmation),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
