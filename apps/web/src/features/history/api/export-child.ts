import { useMutation } from '@tanstack/react-query';
import type { ExportFormat } from '@pourquoi/shared';
import { downloadFile } from '@/lib/download-file';

export interface ChildExport {
  childId: string;
  childName: string;
  format: ExportFormat;
}

/** "tom", "lea-rose": a file name a phone keeps as it is. */
const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'enfant';

/** `GET /api/children/{id}/export?format=json|text` (export_data): the child's file, downloaded. */
export const exportChildData = ({ childId, childName, format }: ChildExport) =>
  downloadFile(
    `/children/${encodeURIComponent(childId)}/export?format=${format}`,
    `pourquoi-${slug(childName)}.${format === 'json' ? 'json' : 'txt'}`,
  );

export const useExportChildData = () => useMutation({ mutationFn: exportChildData });
