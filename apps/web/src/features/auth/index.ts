// The auth feature's public surface: what other features use (docs/decisions/0028-import-boundaries.md).
export { NewPasswordFields } from './components/new-password-fields';
export { useAuth } from './hooks/use-auth';
