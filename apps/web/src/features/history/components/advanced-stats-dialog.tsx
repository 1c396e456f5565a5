import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ChartIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { SeePlansButton } from '@/features/stories';
import { isApiError } from '@/lib/api-client';
import { useAdvancedStats } from '../api/get-stats';
import { formatLevel } from '../utils/wording';
import { LevelChart, TopicsChart, WeeksChart } from './charts';

interface AdvancedStatsDialogProps {
  childId: string;
  childName: string;
  onClose: () => void;
  onSeePlans?: () => void;
}

/** "Statistiques avancées" (advanced_stats): what the child asks about, how often, and at what level. */
export function AdvancedStatsDialog({ childId, childName, onClose, onSeePlans }: AdvancedStatsDialogProps) {
  const stats = useAdvancedStats(childId);
  const refused = isApiError(stats.error) && stats.error.status === 403;
  return (
    <Dialog
      title={`Statistiques avancées de ${childName}`}
      description="Ce qui intéresse votre enfant, son rythme et le niveau de ses réponses, en un coup d'œil."
      icon={<ChartIcon />}
      size="lg"
      onClose={onClose}
    >
      {stats.isPending && <Spinner label="Chargement des statistiques..." className="spinner--block" />}
      {stats.isError && (
        <Alert variant={refused ? 'info' : 'error'}>
          <p>{refused ? stats.error.message : "Impossible de charger ces statistiques pour l'instant."}</p>
          {refused ? (
            onSeePlans && <SeePlansButton onSeePlans={onSeePlans} variant="secondary" />
          ) : (
            <Button variant="ghost" onClick={() => void stats.refetch()}>
              Réessayer
            </Button>
          )}
        </Alert>
      )}
      {stats.data && (
        <div className="advanced-stats">
          <p className="advanced-stats__level">
            Niveau actuel : <strong>{formatLevel(stats.data.current_level)}</strong> sur 5
          </p>
          <TopicsChart topics={stats.data.topics} />
          <WeeksChart weeks={stats.data.weeks} />
          <LevelChart levels={stats.data.levels} />
        </div>
      )}
    </Dialog>
  );
}
