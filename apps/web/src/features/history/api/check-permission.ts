import { useQuery } from '@tanstack/react-query';
import type { Action, Permission } from '@pourquoi/shared';
import { api } from '@/lib/api-client';
import { historyKeys } from './history-keys';

/**
 * `GET /api/monetization/check-permission?action=`: whether the plan allows `action`. Only
 * decides what is shown: the server checks again on the call itself.
 */
export const useActionPermission = (action: Action) =>
  useQuery({
    queryKey: historyKeys.permission(action),
    queryFn: ({ signal }) => api.get<Permission>(`/monetization/check-permission?action=${action}`, { signal }),
    staleTime: 60_000,
  });
