import { EventEmitter } from 'node:events';

/**
 * A story's state changed in this process: a request waiting on it reads it at once instead
 * of at its next poll. Only a shortcut: the database stays the truth, so a request on another
 * instance still sees the change at its next read.
 */
const signals = new EventEmitter();
signals.setMaxListeners(0);

export function signalStory(storyId: string): void {
  signals.emit(storyId);
}

/** Resolves after `ms`, or sooner when the story is signalled. */
export function storySignalOrTimeout(storyId: string, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signals.off(storyId, done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signals.once(storyId, done);
  });
}
