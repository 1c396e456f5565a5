import { useState, type ReactNode } from 'react';
import { useFamilyChildren, useStoryUsage } from '../api/get-family';
import { useStoryGeneration } from '../hooks/use-story-generation';
import { useWizard } from '../hooks/use-wizard';
import { GenerationScreen } from './generation-screen';
import { StoryLimitDialog } from './story-limit-dialog';
import { StoryList } from './story-list';
import { StoryReader } from './story-reader';
import { StoryWizard } from './story-wizard';
import '@/styles/stories.css';

/** The reader is a route (/raconte/:storyId): the story it shows, and how to open and close one. */
export interface StoryReaderRoute {
  openedId: string | null;
  onOpen: (storyId: string) => void;
  onClose: () => void;
}

export interface StoryFeatureProps {
  /** With no child yet: where a child profile is created. */
  onAddChild: () => void;
  /** The plans ('non autorisée' refusal). */
  onSeePlans: () => void;
  /** What the story-limit modal offers (plans, story packs): the subscription's, composed by the app. */
  renderLimitOffer: (onClose: () => void) => ReactNode;
  reader: StoryReaderRoute;
}

/**
 * "Raconte": the story wizard (steps 1 to 6), the generation screen, the reader (step 7) and
 * the family's stories. Loaded on demand by the shell's story view.
 */
export function StoryFeature({ onAddChild, onSeePlans, renderLimitOffer, reader }: StoryFeatureProps) {
  const children = useFamilyChildren();
  const usage = useStoryUsage();
  const [wizard, dispatch] = useWizard();
  // The wizard takes the focus when it comes back after the generation screen.
  const [returning, setReturning] = useState(false);
  const generation = useStoryGeneration((story) => {
    // The story is made: it opens in the reader, and a new one will start from step 1.
    dispatch({ type: 'restart' });
    setReturning(true);
    reader.onOpen(story.id);
  });
  const [limitOpen, setLimitOpen] = useState(false);
  const { state } = generation;
  const closeLimit = () => setLimitOpen(false);

  if (state.phase === 'running' || state.phase === 'failed') {
    return (
      <GenerationScreen
        progress={generation.progress}
        progressText={generation.progressText}
        error={state.phase === 'failed' ? state.error : null}
        onRetry={() => generation.start(state.request)}
        onEdit={() => {
          setReturning(true);
          generation.reset();
        }}
        onSeePlans={onSeePlans}
      />
    );
  }

  return (
    <>
      <StoryWizard
        state={wizard}
        dispatch={dispatch}
        childList={children.data}
        childrenLoading={children.isPending}
        childrenError={children.isError}
        onRetryChildren={() => void children.refetch()}
        usage={usage.data}
        onAddChild={onAddChild}
        onLimitReached={() => setLimitOpen(true)}
        onCreate={generation.start}
        focusOnMount={returning}
      />
      <StoryList onOpen={reader.onOpen} />
      {reader.openedId && <StoryReader key={reader.openedId} storyId={reader.openedId} onClose={reader.onClose} />}
      {limitOpen && <StoryLimitDialog onClose={closeLimit}>{renderLimitOffer(closeLimit)}</StoryLimitDialog>}
    </>
  );
}

export default StoryFeature;
