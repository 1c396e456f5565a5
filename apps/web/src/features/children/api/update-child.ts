import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Child, ChildBody } from '@pourquoi/shared';
import { api } from '@/lib/api-client';
import { afterChildChange, childPath, expectChild } from './child-cache';

export interface UpdateChildInput {
  id: string;
  /** Only what changed: a new gender alone never starts the 48-hour lock. */
  changes: Partial<ChildBody>;
}

export const updateChild = async ({ id, changes }: UpdateChildInput): Promise<Child> =>
  expectChild(await api.patch<unknown>(childPath(id), changes), 'Réponse inattendue');

export function useUpdateChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChild,
    onSuccess: (child) =>
      afterChildChange(queryClient, (children) => children.map((known) => (known.id === child.id ? child : known))),
  });
}
