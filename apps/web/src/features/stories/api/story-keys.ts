/** The cache keys of the story answers: all under 'stories', so one invalidation refreshes them. */
export const storyKeys = {
  all: ['stories'] as const,
  lists: ['stories', 'list'] as const,
  list: (childId?: string) => ['stories', 'list', childId ?? 'all'] as const,
  detail: (id: string) => ['stories', 'detail', id] as const,
  progress: (id: string) => ['stories', 'progress', id] as const,
};

export const storyPath = (id: string) => `/stories/${encodeURIComponent(id)}`;
