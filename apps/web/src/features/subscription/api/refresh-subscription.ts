import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { subscriptionKeys } from './subscription-keys';

/** After a payment or a change: the status, the usage and what the plan allows are read again. */
export function useRefreshSubscription() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }), [queryClient]);
}
