import { useId, useState } from 'react';
import { upgradeMessages, type Action, type ChildStats, type ExportFormat } from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ChartIcon, DownloadIcon, LockIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { SeePlansButton } from '@/features/stories';
import { isApiError } from '@/lib/api-client';
import { useActionPermission } from '../api/check-permission';
import { useExportChildData } from '../api/export-child';
import { useHistoryStats } from '../api/get-stats';
import { AdvancedStatsDialog } from './advanced-stats-dialog';

export const STATS_TITLE = "En un coup d'œil";
export const EXPORT_LABEL = 'Télécharger ses données';
export const ADVANCED_STATS_LABEL = 'Statistiques avancées';
const EXPORT_FAILED = "Le téléchargement n'a pas abouti. Réessayez dans un instant.";

/** Allowed, refused (with the reason to show), or not known yet. */
function usePlanTool(action: Action) {
  const permission = useActionPermission(action);
  // Unknown after a failed check: the tool shows, and the server answers on the call itself.
  const allowed = permission.data ? permission.data.allowed : permission.isError ? true : null;
  const reason =
    permission.data && !permission.data.allowed ? (permission.data.reason ?? upgradeMessages[action]) : null;
  return { allowed, reason };
}

interface StatsSectionProps {
  /** One child, or null for every child. */
  childId: string | null;
  onSeePlans?: () => void;
}

/**
 * The per-child stats card (product.md#history): total and today's questions, stories and
 * favourites; on a paid plan, the child's export and advanced statistics (product.md#permissions).
 */
export function StatsSection({ childId, onSeePlans }: StatsSectionProps) {
  const stats = useHistoryStats();
  const exportTool = usePlanTool('export_data');
  const statsTool = usePlanTool('advanced_stats');
  const [advancedFor, setAdvancedFor] = useState<ChildStats | null>(null);
  const headingId = useId();

  const shown = (stats.data ?? []).filter((child) => !childId || child.child_id === childId);
  const refusals = [exportTool.reason, statsTool.reason].filter((reason): reason is string => !!reason);
  if (stats.isSuccess && shown.length === 0) return null;

  return (
    <section className="history-stats" aria-labelledby={headingId}>
      <h2 id={headingId} className="history-section-title">
        {STATS_TITLE}
      </h2>
      {stats.isPending && <Spinner label="Chargement des statistiques..." />}
      {stats.isError && <p className="muted">Les statistiques ne sont pas disponibles pour l'instant.</p>}
      {shown.length > 0 && (
        <ul className="history-stats__cards plain-list">
          {shown.map((child) => (
            <li key={child.child_id}>
              <StatsCard
                stats={child}
                canExport={exportTool.allowed === true}
                canSeeStats={statsTool.allowed === true}
                onOpenStats={() => setAdvancedFor(child)}
                onSeePlans={onSeePlans}
              />
            </li>
          ))}
        </ul>
      )}
      {stats.isSuccess && refusals.length > 0 && (
        <div className="history-upgrade">
          <LockIcon className="history-upgrade__icon" />
          <div className="history-upgrade__text">
            {refusals.map((reason) => (
              <p key={reason}>{reason}</p>
            ))}
          </div>
          {onSeePlans && <SeePlansButton onSeePlans={onSeePlans} variant="secondary" />}
        </div>
      )}
      {advancedFor && (
        <AdvancedStatsDialog
          childId={advancedFor.child_id}
          childName={advancedFor.child_name}
          onClose={() => setAdvancedFor(null)}
          onSeePlans={onSeePlans}
        />
      )}
    </section>
  );
}

interface StatsCardProps {
  stats: ChildStats;
  canExport: boolean;
  canSeeStats: boolean;
  onOpenStats: () => void;
  onSeePlans?: () => void;
}

function StatsCard({ stats, canExport, canSeeStats, onOpenStats, onSeePlans }: StatsCardProps) {
  const nameId = useId();
  const figures = [
    ['Questions posées', stats.total_questions],
    ["Aujourd'hui", stats.questions_today],
    ['Histoires', stats.stories],
    ['Favoris', stats.favorites],
  ] as const;
  return (
    <article className="stats-card" aria-labelledby={nameId}>
      <h3 id={nameId} className="stats-card__name break-anywhere">
        {stats.child_name}
      </h3>
      <dl className="stats-card__figures">
        {figures.map(([label, value]) => (
          <div key={label} className="stats-card__figure">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {(canExport || canSeeStats) && (
        <div className="stats-card__tools">
          {canExport && <ChildExport childId={stats.child_id} childName={stats.child_name} onSeePlans={onSeePlans} />}
          {canSeeStats && (
            <Button
              variant="secondary"
              icon={<ChartIcon />}
              aria-haspopup="dialog"
              aria-label={`${ADVANCED_STATS_LABEL} de ${stats.child_name}`}
              onClick={onOpenStats}
            >
              {ADVANCED_STATS_LABEL}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}

const formats: Array<{ format: ExportFormat; label: string; words: string }> = [
  { format: 'json', label: 'JSON', words: 'en JSON' },
  { format: 'text', label: 'Texte', words: 'en texte' },
];

/** "Télécharger ses données" (export_data): JSON or plain text, as the server names the file. */
function ChildExport({
  childId,
  childName,
  onSeePlans,
}: {
  childId: string;
  childName: string;
  onSeePlans?: () => void;
}) {
  const exporter = useExportChildData();
  const labelId = useId();
  const refused = isApiError(exporter.error) && exporter.error.status === 403;
  return (
    <div className="child-export">
      <div role="group" aria-labelledby={labelId} className="child-export__group">
        <span id={labelId} className="child-export__label">
          <DownloadIcon />
          {EXPORT_LABEL}
        </span>
        <div className="child-export__buttons">
          {formats.map(({ format, label, words }) => (
            <Button
              key={format}
              variant="secondary"
              aria-label={`Télécharger les données de ${childName} ${words}`}
              disabled={exporter.isPending}
              isLoading={exporter.isPending && exporter.variables.format === format}
              loadingText="Préparation…"
              onClick={() => exporter.mutate({ childId, childName, format })}
            >
              {label}
            </Button>
          ))}
        </div>
      </div>
      {exporter.isSuccess && (
        <p role="status" className="child-export__done">
          Fichier téléchargé : {exporter.data}
        </p>
      )}
      {exporter.isError && (
        <Alert variant={refused ? 'info' : 'error'}>
          <p>{isApiError(exporter.error) ? exporter.error.message : EXPORT_FAILED}</p>
          {refused && onSeePlans && <SeePlansButton onSeePlans={onSeePlans} variant="secondary" />}
        </Alert>
      )}
    </div>
  );
}
