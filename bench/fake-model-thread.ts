// The fake OpenAI-compatible model in a thread of its own: its work (HTTP, the streamed answer)
// is the model's, not the server's, so it stays off the event loop a bench times.
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { startFakeOpenAi } from '../apps/server/test/fakes/openai-server.js';

interface ModelOptions {
  latencyMs: number;
}

if (!isMainThread) {
  const fake = await startFakeOpenAi(workerData as ModelOptions);
  parentPort?.postMessage(fake.baseUrl);
  parentPort?.once('message', () => void fake.close().then(() => process.exit(0)));
}

/** Starts the fake model in a worker thread; `close` stops it. */
export async function startFakeModelThread(
  options: ModelOptions,
): Promise<{ baseUrl: string; close(): Promise<void> }> {
  // The thread loads this file through tsx's loader, as the bench itself runs.
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const worker = new Worker(boot, { eval: true, workerData: options });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    baseUrl,
    close: async () => {
      worker.postMessage('close');
      await new Promise((resolve) => worker.once('exit', resolve));
    },
  };
}
