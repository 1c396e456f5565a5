import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { afterChildChange, childPath } from './child-cache';

export const deleteChild = (id: string) => api.delete<void>(childPath(id));

export function useDeleteChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChild,
    onSuccess: (_answer, id) =>
      afterChildChange(queryClient, (children) => children.filter((child) => child.id !== id)),
    // Not found: it is gone already (another device?), so the list is refetched all the same.
    onError: () => afterChildChange(queryClient, (children) => children),
  });
}
