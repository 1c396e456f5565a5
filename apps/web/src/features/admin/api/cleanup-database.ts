import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { cleanupResponse } from '@pourquoi/shared';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export type CleanupResult = z.infer<typeof cleanupResponse>;

/** `POST /api/admin/cleanup-database` (no body): a backup first, then every account but the protected ones goes. */
export function useCleanupDatabase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CleanupResult>('/admin/cleanup-database'),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
