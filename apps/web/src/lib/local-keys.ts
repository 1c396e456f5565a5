import { writeItem } from './storage';

/** The local storage entries of spec 000 section 3, named once. */
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
} as const;

/** What belongs to the signed-in family: gone with the session, so a shared phone keeps nothing. */
const familyEntries = [
  localKeys.subscriptionCache,
  localKeys.usageCache,
  localKeys.adaptiveProfiles,
  localKeys.conversationHistory,
  localKeys.dailyStats,
  localKeys.recentChats,
];

export function clearFamilyEntries() {
  for (const key of familyEntries) writeItem(key, null);
}
