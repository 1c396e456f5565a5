import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';

export const ACCOUNT_EXPORT_FILE = 'pourquoi-mes-donnees.json';

/** `GET /api/account/export`: the whole account as a JSON file (always allowed: the parent's own data). */
export const exportAccount = () => downloadFile('/account/export', ACCOUNT_EXPORT_FILE);

export const useExportAccount = () => useMutation({ mutationFn: exportAccount });
