import { describe, expect, it } from 'vitest';
import { presentProgress, presentSummary } from './presenter.js';
import type { IllustrationState, StoryRow } from './repository.js';

const row: StoryRow = {
  id: '0b7d1a52-6a4f-4f1e-9d7e-3c3f7f2b9a11',
  userId: '7f3c2b1a-1d2e-4f5a-8b9c-0d1e2f3a4b5c',
  status: 'illustrating',
  title: 'La lune de Léa',
  pages: ['Il était une fois Léa.', 'Elle regardait la lune.'],
  scenes: [],
  theme: 'space',
  storyType: 'sleep',
  duration: 5,
  includeChildren: true,
  prompt: null,
  heroes: [{ id: 'c1', name: 'Léa', age: 4, gender: 'girl' }],
  provider: 'offline',
  usedCredit: false,
  isFavorite: false,
  error: null,
  createdAt: new Date('2026-11-20T19:00:00Z'),
  updatedAt: new Date('2026-11-20T19:00:00Z'),
};
const pictures = (...statuses: string[]): IllustrationState[] =>
  statuses.map((status, page) => ({ page, status, attempts: 1 }));

describe('a story read while its last picture is being saved', () => {
  it('is illustrating while a picture is pending', () => {
    const progress = presentProgress(row, pictures('done', 'done', 'pending'));
    expect(progress).toMatchObject({ status: 'illustrating', is_complete: false, illustrations_done: 2 });
    expect(progress.progress_text).toBe('Je dessine les illustrations : 2 sur 3');
  });

  it('is complete as soon as no picture is pending, before the story row is updated', () => {
    const drawn = pictures('done', 'done', 'done');
    expect(presentProgress(row, drawn)).toMatchObject({ status: 'complete', is_complete: true, progress: 100 });
    expect(presentSummary(row, drawn, 'secret').status).toBe('complete');
  });

  it('stays writing, failed or complete as stored', () => {
    expect(presentProgress({ ...row, status: 'writing' }, []).status).toBe('writing');
    expect(presentProgress({ ...row, status: 'failed' }, pictures('done')).status).toBe('failed');
    expect(presentProgress({ ...row, status: 'complete' }, pictures('done', 'failed')).status).toBe('complete');
  });
});
