/**
 * Lets a streamed answer through one sentence at a time, each only after the whole answer
 * so far has passed `isSafe`: the child sees words as they come, and never an unscreened
 * sentence. Once a check fails, nothing more passes. Without `sentenceBySentence` the answer
 * is only released by `end`, in one check: for a reader who sees it whole anyway.
 * `restore` turns each whole sentence as the model wrote it into what the family reads (the
 * children's names back in place of their placeholders, decision 0020): a placeholder split
 * across the model's pieces is whole by the time its sentence ends.
 */
export class SentenceGate {
  private pending = '';
  private accepted = '';
  private closed = false;
  private refused = '';

  constructor(
    private readonly isSafe: (text: string) => boolean | Promise<boolean>,
    private readonly options: { sentenceBySentence: boolean; restore?: (text: string) => string } = {
      sentenceBySentence: true,
    },
  ) {}

  /** Everything let through so far. */
  get text(): string {
    return this.accepted;
  }

  /** The sentences ready to show ('' while a sentence is unfinished), or null once refused. */
  async push(piece: string): Promise<string | null> {
    if (this.closed) return null;
    this.pending += piece;
    if (!this.options.sentenceBySentence) return '';
    const end = lastSentenceEnd(this.pending);
    if (end < 0) return '';
    return this.release(this.pending.slice(0, end), this.pending.slice(end));
  }

  /** The answer as it stood when a check failed ('' while none has): what to report. */
  get refusedText(): string {
    return this.refused;
  }

  /** The unfinished last sentence, screened, or null if refused. */
  async end(): Promise<string | null> {
    if (this.closed) return null;
    return this.release(this.pending, '');
  }

  private async release(written: string, rest: string): Promise<string | null> {
    if (!written) return '';
    const ready = this.options.restore?.(written) ?? written;
    if (!(await this.isSafe(this.accepted + ready))) {
      this.closed = true;
      this.refused = this.accepted + ready;
      return null;
    }
    this.accepted += ready;
    this.pending = rest;
    return ready;
  }
}

/** Index just after the last sentence end (. ! ? … followed by a space or a line break). */
function lastSentenceEnd(text: string): number {
  let end = -1;
  for (const match of text.matchAll(/[.!?…]+["»)]?\s+/g)) end = match.index + match[0].length;
  return end;
}
