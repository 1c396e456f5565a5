import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ModificationStatus } from '@pourquoi/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getModificationStatus = (signal?: AbortSignal) =>
  api.get<ModificationStatus>('/children/modification-status', { signal });

export const modificationStatusQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.childModificationStatus, queryFn: ({ signal }) => getModificationStatus(signal) });

/** The 48-hour lock (product.md#d4-child-lock). Unknown (loading, failed) reads as "may modify": the server decides. */
export const useModificationStatus = () => useQuery(modificationStatusQueryOptions());
