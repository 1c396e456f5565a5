import { useQuery } from '@tanstack/react-query';
import type { AdvancedStats, ChildStats } from '@pourquoi/shared';
import { api } from '@/lib/api-client';
import { historyKeys } from './history-keys';

/** `GET /api/history/stats`: per child, total and today's questions, stories and favourites. */
export const useHistoryStats = () =>
  useQuery({
    queryKey: historyKeys.stats,
    queryFn: ({ signal }) => api.get<ChildStats[]>('/history/stats', { signal }),
  });

/** `GET /api/children/{id}/advanced-stats` (advanced_stats): a 403 carries the upgrade message. */
export const useAdvancedStats = (childId: string) =>
  useQuery({
    queryKey: historyKeys.advancedStats(childId),
    queryFn: ({ signal }) =>
      api.get<AdvancedStats>(`/children/${encodeURIComponent(childId)}/advanced-stats`, { signal }),
  });
