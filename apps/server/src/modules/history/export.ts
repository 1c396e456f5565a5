import {
  type ExportFormat,
  feedbackLabels,
  feedbackSchema,
  isHiddenHistoryMessage,
  storyThemeChoices,
  storyThemeSchema,
  storyTypeChoices,
  storyTypeSchema,
} from '@pourquoi/shared';

export interface ExportedMessage {
  role: string;
  content: string;
  created_at: string;
  feedback: string | null;
  /** Set on a follow-up request (« Trop difficile », « Dis-m'en plus »). */
  feedback_type: string | null;
  favorite: boolean;
}
export interface ExportedConversation {
  id: string;
  child_name: string;
  created_at: string;
  messages: ExportedMessage[];
}
export interface ExportedStory {
  id: string;
  title: string;
  created_at: string;
  theme: string;
  story_type: string;
  duration: number;
  children: string[];
  is_favorite: boolean;
  pages: string[];
}
export interface ChildExport {
  child: { name: string; birth_month: number; birth_year: number; gender: string };
  exported_at: string;
  conversations: ExportedConversation[];
  stories: ExportedStory[];
}

const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});
const dayFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });
const when = (iso: string) => dateFormat.format(new Date(iso));

/** "Léa Martin" → "lea-martin": a file name every system accepts. */
export function fileSlug(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug || 'enfant';
}

/** `attachment` with a plain and a UTF-8 name (RFC 6266), so "données-léa.txt" survives. */
export function attachment(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function feedbackText(feedback: string | null): string {
  const known = feedbackSchema.safeParse(feedback);
  return known.success ? ` (avis : ${feedbackLabels[known.data]})` : '';
}

/** The export as a parent reads it: French, dated, questions and answers in order, then the stories. */
export function childExportText(data: ChildExport): string {
  const lines = [
    `Pourquoi ? · les données de ${data.child.name}`,
    `Exportées le ${dayFormat.format(new Date(data.exported_at))}`,
    '',
    `== Conversations (${data.conversations.length}) ==`,
  ];
  for (const conversation of data.conversations) {
    lines.push('', `— ${when(conversation.created_at)}`);
    // The text reads as history does: a follow-up request is not a question of its own.
    for (const message of conversation.messages.filter((message) => !isHiddenHistoryMessage(message))) {
      const who = message.role === 'assistant' ? 'Réponse' : 'Question';
      lines.push(`${who} : ${message.content}${feedbackText(message.feedback)}${message.favorite ? ' ★ favori' : ''}`);
    }
  }
  lines.push('', `== Histoires (${data.stories.length}) ==`);
  for (const story of data.stories) {
    const type = storyTypeSchema.safeParse(story.story_type);
    const theme = storyThemeSchema.safeParse(story.theme);
    const about = [
      type.success ? storyTypeChoices[type.data].label : story.story_type,
      theme.success ? storyThemeChoices[theme.data].label : story.theme,
      `${story.duration} minutes`,
    ].join(', ');
    lines.push('', `« ${story.title} » — ${when(story.created_at)} (${about})${story.is_favorite ? ' ★ favori' : ''}`);
    story.pages.forEach((page, index) => lines.push(`  ${index + 1}. ${page}`));
  }
  return `${lines.join('\n')}\n`;
}

export function exportBody(data: ChildExport, format: ExportFormat): { body: string; type: string; extension: string } {
  return format === 'text'
    ? { body: childExportText(data), type: 'text/plain; charset=utf-8', extension: 'txt' }
    : { body: `${JSON.stringify(data, null, 2)}\n`, type: 'application/json; charset=utf-8', extension: 'json' };
}
