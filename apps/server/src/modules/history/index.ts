// The history module's public surface: other modules import it from here only.
export { attachment } from './export.js';
export { childExport, exportedStory } from './service.js';
export { favoritesAndExports } from './usage-repository.js';
