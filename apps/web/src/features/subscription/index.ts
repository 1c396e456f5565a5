// The subscription feature's public surface: what other features use (docs/decisions/0028-import-boundaries.md).
export { useUsage } from './api/get-usage';
