import type { signedInParent } from './factories.js';

type Parent = Awaited<ReturnType<typeof signedInParent>>;

/** The story as the reader fetches it, once every picture is drawn (or after 30 s, as it then is). */
export async function storyWhenIllustrated(parent: Parent, storyId: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const story = (await parent.call('GET', `/api/stories/${storyId}`)).json();
    if (story.illustrations_status === 'complete' || Date.now() > deadline) return story;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
