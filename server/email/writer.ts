// The pluggable email writer behind prepare and refine. The default is a deterministic
// template writer (server/email/template-writer.ts); an OpenAI-compatible chat-completions
// writer (server/email/chat-completions-writer.ts) is used when configured.

export interface EmailDraft {
  to: string;
  subject: string;
  body: string;
}

/** What a writer knows about the recipient. */
export interface WriterContact {
  name: string;
  email: string | null;
  company: string | null;
  position: string | null;
  meetingContext: string | null;
  additionalInfo: string | null;
}

export interface WriterHistoryEntry {
  kind: 'prepare' | 'refine' | 'edit' | 'send';
  instruction: string | null;
  draft: EmailDraft | null;
}

export interface DraftRequest {
  contact: WriterContact;
  /** The user's instruction: the prepare `message` or the refine `instruction`. */
  instruction: string;
  /** The draft to start from (null on a fresh prepare). */
  current: EmailDraft | null;
  /** Earlier steps of this session, oldest first. */
  history: WriterHistoryEntry[];
  senderName: string | null;
}

export interface WrittenEmail {
  subject: string;
  body: string;
}

export interface EmailWriter {
  /** Shown in logs and the README; never claims more than the writer does. */
  readonly kind: string;
  draft(request: DraftRequest): Promise<WrittenEmail>;
  refine(request: DraftRequest): Promise<WrittenEmail>;
}
