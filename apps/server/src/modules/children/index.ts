// The children module's public surface: other modules import it from here only.
export { familyNames, knownChild } from './family-names.js';
export type { ChildNames, KnownChild } from './pseudonyms.js';
export {
  type ChildRow,
  childCountsByFamily,
  countChildModifications,
  countChildren,
  findChild,
  listChildModifications,
  listChildren,
} from './repository.js';
export { childNotFound } from './service.js';
