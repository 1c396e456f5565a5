/** What the chat needs of the safety screening (DESIGN decision 10). */
export type Screening =
  | { verdict: 'allow' }
  | { verdict: 'sensitive'; topic: string; guidance: string }
  | { verdict: 'refuse'; category: string; message: string }
  | { verdict: 'distress'; category: string; message: string };

/** Asynchronous because MODERATION=local+provider asks the provider too. */
export interface ChatSafety {
  screenQuestion(text: string, child: { age: number }): Promise<Screening>;
  screenAnswer(text: string, child: { age: number }): Promise<Screening>;
}
