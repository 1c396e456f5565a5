// The children feature's public surface: what other features use (docs/decisions/0028-import-boundaries.md).
export { useChildren } from './api/get-children';
