import { useQuery } from '@tanstack/react-query';
import type { auditEntrySchema } from '@pourquoi/shared';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminKeys, loggedRead } from './admin-keys';

export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET /api/admin/audit-log`: the latest actions of the admins and support, newest first. */
export const useAuditLog = () =>
  useQuery({
    queryKey: adminKeys.auditLog,
    queryFn: ({ signal }) =>
      loggedRead(
        'audit log',
        signal,
        async () => (await api.get<{ entries: AuditEntry[] }>('/admin/audit-log', { signal })).entries,
      ),
  });
