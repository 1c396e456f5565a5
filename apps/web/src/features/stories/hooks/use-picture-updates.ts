import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Story } from '@pourquoi/shared';
import { getStoryProgress } from '../api/get-story-progress';
import { storyKeys } from '../api/story-keys';
import { STORY_PROGRESS_POLL_MS } from '../constants';

/**
 * While some pictures of an open story are still being drawn, asks the progress every 2 s and
 * fetches the story again each time new pictures are done, so they appear page by page.
 */
export function usePictureUpdates(story: Story | undefined, missing: boolean) {
  const queryClient = useQueryClient();
  const id = story?.id ?? '';
  const waiting = !!story && missing && story.illustrations_status === 'pending';
  const progress = useQuery({
    queryKey: storyKeys.progress(id),
    queryFn: ({ signal }) => getStoryProgress(id, signal),
    enabled: waiting,
    refetchInterval: waiting ? STORY_PROGRESS_POLL_MS : false,
    staleTime: 0,
  });
  const answer = progress.data;
  // The pictures the open story already has, and the progress that was last acted upon.
  const have = story
    ? Math.max(Object.keys(story.page_illustration_urls).length, Object.keys(story.page_illustrations).length)
    : 0;
  const asked = useRef('');

  useEffect(() => {
    if (!answer || !id) return;
    if (answer.illustrations_done <= have && !answer.is_complete) return;
    const key = `${answer.illustrations_done}:${answer.is_complete}`;
    if (asked.current === key) return;
    asked.current = key;
    void queryClient.invalidateQueries({ queryKey: storyKeys.detail(id) });
  }, [answer, have, id, queryClient]);

  /** The drawing stopped for good (the server gave up): no spinner any more. */
  return { failed: answer?.status === 'failed' };
}
