// The stories module's public surface: other modules import it from here only.
export { countStoriesAndPictures, listStories } from './repository.js';
