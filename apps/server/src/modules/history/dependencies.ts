import type { FamilyDependencies } from '../family/index.js';

/** What the history's services need of the app: the family's state (the plan's window) and no more. */
export type HistoryDependencies = FamilyDependencies;
