import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DiscountCode, DiscountCodeInput } from '@pourquoi/shared';
import { api } from '@/lib/api-client';
import { adminKeys, discountCodePath, loggedRead } from './admin-keys';

/** `GET /api/admin/discount-codes`: every code, newest first. */
export const useDiscountCodes = () =>
  useQuery({
    queryKey: adminKeys.discountCodes,
    queryFn: ({ signal }) =>
      loggedRead(
        'discount codes',
        signal,
        async () => (await api.get<{ codes: DiscountCode[] }>('/admin/discount-codes', { signal })).codes,
      ),
  });

/** `POST /api/admin/discount-codes` (201 with the code). */
export function useCreateDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DiscountCodeInput) => api.post<DiscountCode>('/admin/discount-codes', input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.discountCodes });
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditLog });
    },
  });
}

/** `DELETE /api/admin/discount-codes/{id}` (204), then the list is loaded again (product.md#admin-errors). */
export function useDeleteDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: DiscountCode) => api.delete<undefined>(discountCodePath(code.id)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.discountCodes });
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditLog });
    },
  });
}
