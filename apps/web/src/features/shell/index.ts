// The shell feature's public surface: what other features use (docs/decisions/0028-import-boundaries.md).
export { HistoryView, type HistoryViewProps } from './components/views';
