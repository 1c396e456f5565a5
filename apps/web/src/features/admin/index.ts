// The admin feature's public surface: what other features use (docs/decisions/0028-import-boundaries.md).
export { AccessDenied } from './components/access-denied';
