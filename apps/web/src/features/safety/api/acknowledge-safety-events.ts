import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcknowledgeSafetyEventsBody, AcknowledgeSafetyEventsResponse, SafetyEvent } from '@pourquoi/shared';
import { api } from '@/lib/api-client';
import { safetyEventsKey } from './get-safety-events';

/** `POST /api/safety-events/acknowledge`: the distress events the notice showed have been read. */
export const acknowledgeSafetyEvents = (body: AcknowledgeSafetyEventsBody) =>
  api.post<AcknowledgeSafetyEventsResponse>('/safety-events/acknowledge', body);

/** Once the server has recorded it, the notice goes at once; the list keeps the events, marked read. */
export function useAcknowledgeSafetyEvents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeSafetyEvents,
    onSuccess: ({ acknowledged_at }, { ids }) => {
      const read = new Set(ids);
      queryClient.setQueryData<SafetyEvent[]>(safetyEventsKey, (events) =>
        events?.map((event) =>
          read.has(event.id) && event.verdict === 'distress' && event.acknowledged_at === null
            ? { ...event, acknowledged_at }
            : event,
        ),
      );
    },
  });
}
