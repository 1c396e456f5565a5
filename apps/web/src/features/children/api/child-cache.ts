import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Child } from '@pourquoi/shared';
import { queryKeys } from '@/lib/query-keys';

function isChild(value: unknown): value is Child {
  return (
    !!value &&
    typeof value === 'object' &&
    'id' in value &&
    typeof value.id === 'string' &&
    'name' in value &&
    typeof value.name === 'string'
  );
}

/** The child in an answer: bare, or wrapped as `{child}` (product.md#api); null when absent. */
export function readChild(body: unknown): Child | null {
  if (isChild(body)) return body;
  if (body && typeof body === 'object' && 'child' in body && isChild(body.child)) return body.child;
  return null;
}

/** The child in an answer, or an error saying `missing` (each call words it: product.md#child-dialogs-and-errors). */
export function expectChild(body: unknown, missing: string): Child {
  const child = readChild(body);
  if (!child) throw new Error(missing);
  return child;
}

/**
 * After a child was added, changed or removed: show it at once in the list, then refetch
 * what it changes (the list, the 48-hour lock, the usage counts).
 */
export function afterChildChange(queryClient: QueryClient, update: (children: Child[]) => Child[]) {
  queryClient.setQueryData<Child[]>(queryKeys.childList, (children) => (children ? update(children) : children));
  void queryClient.invalidateQueries({ queryKey: queryKeys.children });
  void queryClient.invalidateQueries({ queryKey: queryKeys.usage });
}

export const childPath = (id: string) => `/children/${encodeURIComponent(id)}`;

/** A call that adds a child: once it answers, the child is in the list. */
export function useChildCreation<Body>(mutationFn: (body: Body) => Promise<Child>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (child) => afterChildChange(queryClient, (children) => [...children, child]),
  });
}
