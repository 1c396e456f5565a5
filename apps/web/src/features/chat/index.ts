// The chat feature's public surface: what other features use (docs/decisions/0028-import-boundaries.md).
export { readSessions, type LocalSession } from './storage/local-records';
