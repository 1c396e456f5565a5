// The stories feature's public surface: what other features use (docs/decisions/0028-import-boundaries.md).
// The story view itself is loaded with import() where it is shown, never from here: it stays out of their bundles.
export { useStories } from './api/get-stories';
export { useSetStoryFavorite } from './api/toggle-favorite';
export { SeePlansButton } from './components/see-plans-button';
export { StoryCard } from './components/story-card';
export type { StoryReaderRoute } from './components/story-feature';
export { coverOf } from './utils/story-content';
export { formatStoryDate, joinNames } from './utils/wording';
