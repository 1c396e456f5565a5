// The chat module's public surface: other modules import it from here only.
export { type SafetyOptions, createSafety } from './dependencies.js';
export { createOfflineEngine } from './offline/engine.js';
export { presentConversation } from './presenter.js';
export type { ChatMessage } from './prompt.js';
export { type OpenAiSettings, openAiClient, providerError } from './providers/openai.js';
export { chatRecords, countConversations, countMessages, loadProfile } from './repository.js';
export { screeningWithoutNames } from './screening-without-names.js';
