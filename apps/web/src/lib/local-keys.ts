import { clearOfflineCaches } from './offline-caches';
import { writeItem } from './storage';

/** The local storage entries the spec names, named once (product.md#tokens-and-sessions, product.md#status-and-usage). */
export const localKeys = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  subscriptionCache: 'subscription_cache',
  usageCache: 'usage_cache',
  adaptiveProfiles: 'adaptive_profiles',
  conversationHistory: 'conversation_history',
  dailyStats: 'daily_stats',
  recentChats: 'recent_chats',
  installPromptClosed: 'install_prompt_closed',
  /** Not in the spec: the signed-in parent, so the app opens without a network (decision 0017). */
  userCache: 'user_cache',
  /** Not in the spec: each child's conversation on screen, kept across views and reloads (decision 0022). */
  currentConversations: 'current_conversations',
} as const;

/** What belongs to the signed-in family: gone with the session, so a shared phone keeps nothing. */
const familyEntries = [
  localKeys.subscriptionCache,
  localKeys.usageCache,
  localKeys.adaptiveProfiles,
  localKeys.conversationHistory,
  localKeys.dailyStats,
  localKeys.recentChats,
  localKeys.userCache,
  localKeys.currentConversations,
];

export function clearFamilyEntries() {
  for (const key of familyEntries) writeItem(key, null);
  clearOfflineCaches();
}
