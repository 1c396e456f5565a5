// The stories module's public surface: other modules import it from here only.
export { listStories } from './repository.js';
