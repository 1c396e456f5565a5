import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { BookIcon, ChatIcon, PlusIcon } from '@/components/ui/icons';
import { useChildren } from '@/features/children';
import type { ConversationFilters } from '../api/history-keys';
import { ConversationList } from './conversation-list';
import { HistoryFilters } from './history-filters';
import { HistoryTabs, panelId, tabId, type TabItem } from './history-tabs';
import { StatsSection } from './stats-section';
import { StoryHistory } from './story-history';
import '@/styles/history.css';

/** The search starts this long after the last key; Enter starts it at once. */
export const SEARCH_DEBOUNCE_MS = 400;

type HistoryTab = 'conversations' | 'stories';

const tabs: readonly TabItem<HistoryTab>[] = [
  { value: 'conversations', label: 'Conversations', icon: <ChatIcon /> },
  { value: 'stories', label: 'Histoires', icon: <BookIcon /> },
];

/**
 * The tab and the filters live in the address (/historique?onglet=histoires&enfant=…&q=…&favoris=1):
 * a reload, a link and Back from the reader show the same list. Replaced, not pushed, so Back
 * still moves between views.
 */
export const historyParams = { tab: 'onglet', child: 'enfant', search: 'q', favorites: 'favoris' } as const;
const STORIES_TAB = 'histoires';

function withParam(current: URLSearchParams, name: string, value: string | null) {
  const next = new URLSearchParams(current);
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}

export interface HistoryFeatureProps {
  /** The plans (the subscription view): offered where the trial stops (export, advanced statistics). */
  onSeePlans?: () => void;
  /** Where a child profile is created, for a family without one. */
  onAddChild?: () => void;
  /** The story reader's route. */
  onOpenStory: (storyId: string) => void;
}

/**
 * "Historique" (product.md#history): the per-child stats card, then the conversations
 * and the stories, filtered by child, keywords and favourites. Loaded on demand by the shell.
 */
export function HistoryFeature({ onSeePlans, onAddChild, onOpenStory }: HistoryFeatureProps) {
  const idPrefix = useId();
  const children = useChildren();
  const [params, setParams] = useSearchParams();
  const tab: HistoryTab = params.get(historyParams.tab) === STORIES_TAB ? 'stories' : 'conversations';
  const chosenChild = params.get(historyParams.child);
  const q = params.get(historyParams.search)?.trim() ?? '';
  const favorites = params.get(historyParams.favorites) === '1';
  // What the field shows while the parent types; the address follows after the pause.
  const [search, setSearch] = useState(q);

  const setParam = (name: string, value: string | null) =>
    setParams((current) => withParam(current, name, value), { replace: true });
  const setQ = (value: string) => {
    if (value !== q) setParam(historyParams.search, value || null);
  };

  // Back or Forward brought another search: the field shows it (and the pause below then finds nothing to do).
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    if (search.trim() !== q) setSearch(q);
  }
  useEffect(() => {
    const value = search.trim();
    if (value === q) return;
    const timer = setTimeout(
      () => setParams((current) => withParam(current, historyParams.search, value || null), { replace: true }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [search, q, setParams]);

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
        <HistoryTabs
          label="Que voulez-vous revoir ?"
          idPrefix={idPrefix}
          tabs={tabs}
          value={tab}
          onChange={(next) => setParam(historyParams.tab, next === 'stories' ? STORIES_TAB : null)}
        />
        <div
          role="tabpanel"
          id={panelId(idPrefix, tab)}
          aria-labelledby={tabId(idPrefix, tab)}
          className="history-panel"
        >
          <HistoryFilters
            childList={childList}
            childId={childId}
            onChildChange={(id) => setParam(historyParams.child, id)}
            search={search}
            onSearchChange={setSearch}
            onSearchSubmit={() => setQ(search.trim())}
            favorites={favorites}
            onFavoritesChange={(on) => setParam(historyParams.favorites, on ? '1' : null)}
          />
          {tab === 'conversations' ? (
            <ConversationList filters={filters} ageOf={ageOf} onSeePlans={onSeePlans} />
          ) : (
            <StoryHistory filters={filters} onOpenStory={onOpenStory} />
          )}
        </div>
      </section>
    </div>
  );
}

export default HistoryFeature;
