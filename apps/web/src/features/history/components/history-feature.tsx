import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { BookIcon, ChatIcon, PlusIcon } from '@/components/ui/icons';
import { useChildren } from '@/features/children/api/get-children';
import type { ConversationFilters } from '../api/history-keys';
import { ConversationList } from './conversation-list';
import { HistoryFilters } from './history-filters';
import { HistoryTabs, panelId, tabId, type TabItem } from './history-tabs';
import { StatsSection } from './stats-section';
import { StoryHistory } from './story-history';

/** The search starts this long after the last key; Enter starts it at once. */
export const SEARCH_DEBOUNCE_MS = 400;

type HistoryTab = 'conversations' | 'stories';

const tabs: readonly TabItem<HistoryTab>[] = [
  { value: 'conversations', label: 'Conversations', icon: <ChatIcon /> },
  { value: 'stories', label: 'Histoires', icon: <BookIcon /> },
];

export interface HistoryFeatureProps {
  /** The plans (the subscription view): offered where the trial stops (export, advanced statistics). */
  onSeePlans?: () => void;
  /** Where a child profile is created, for a family without one. */
  onAddChild?: () => void;
}

/**
 * "Historique" (spec 001 sections 2 and 4): the per-child stats card, then the conversations
 * and the stories, filtered by child, keywords and favourites. Loaded on demand by the shell.
 */
export function HistoryFeature({ onSeePlans, onAddChild }: HistoryFeatureProps) {
  const idPrefix = useId();
  const children = useChildren();
  const [tab, setTab] = useState<HistoryTab>('conversations');
  const [chosenChild, setChosenChild] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [favorites, setFavorites] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const childList = children.data ?? [];
  // A child deleted meanwhile no longer filters anything.
  const childId =
    chosenChild && (!children.data || childList.some((child) => child.id === chosenChild)) ? chosenChild : null;
  const filters: ConversationFilters = { childId, q, favorites };
  const ageOf = (id: string) => childList.find((child) => child.id === id)?.age ?? null;

  return (
    <div className="history">
      {children.isSuccess && childList.length === 0 && (
        <div className="history-welcome">
          <p>
            Ajoutez le profil de votre enfant : ses questions et vos histoires seront gardées ici, prêtes à être relues.
          </p>
          {onAddChild && (
            <Button icon={<PlusIcon />} onClick={onAddChild}>
              Ajouter un enfant
            </Button>
          )}
        </div>
      )}
      <StatsSection childId={childId} onSeePlans={onSeePlans} />

      <section className="history-browser" aria-label="Vos souvenirs">
        <HistoryTabs label="Que voulez-vous revoir ?" idPrefix={idPrefix} tabs={tabs} value={tab} onChange={setTab} />
        <div
          role="tabpanel"
          id={panelId(idPrefix, tab)}
          aria-labelledby={tabId(idPrefix, tab)}
          className="history-panel"
        >
          <HistoryFilters
            childList={childList}
            childId={childId}
            onChildChange={setChosenChild}
            search={search}
            onSearchChange={setSearch}
            onSearchSubmit={() => setQ(search.trim())}
            favorites={favorites}
            onFavoritesChange={setFavorites}
          />
          {tab === 'conversations' ? (
            <ConversationList filters={filters} ageOf={ageOf} onSeePlans={onSeePlans} />
          ) : (
            <StoryHistory filters={filters} />
          )}
        </div>
      </section>
    </div>
  );
}

export default HistoryFeature;
