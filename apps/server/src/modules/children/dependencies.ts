import type { FamilyDependencies } from '../family/index.js';

/** What the children's services need of the app: the family's state, read under its lock, and no more. */
export type ChildrenDependencies = FamilyDependencies;
