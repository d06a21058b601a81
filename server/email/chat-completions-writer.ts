// ChatCompletionsEmailWriter: drafts through an OpenAI-compatible `POST {url}/chat/completions`
// endpoint (OpenAI, a local llama.cpp/Ollama server, ...). Configured by ROLODECK_LLM_URL,
// ROLODECK_LLM_MODEL and optionally ROLODECK_LLM_API_KEY. The model is asked for JSON
// {"subject","body"}; a "Subject: ..." first line is accepted too.
import { EmailWriterError, usableEmail } from './written-email';
import type { DraftRequest, EmailWriter, WrittenEmail } from './writer';

export { EmailWriterError } from './written-email';

export interface ChatCompletionsConfig {
  url: string;
  model: string;
  apiKey?: string;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 60_000;

/** The signal's timeout fired: while connecting, or while the answer was still arriving. */
const timedOut = (error: unknown) => error instanceof Error && (error.name === 'TimeoutError' || (error.cause as Error | undefined)?.name === 'TimeoutError');

const SYSTEM_PROMPT = [
  'You write short, professional business emails for a CRM user.',
  'Answer with JSON only: {"subject": string, "body": string}.',
  'The body is plain text: a greeting, the message, a closing. No placeholders in brackets.',
].join(' ');

function describe(request: DraftRequest, mode: 'draft' | 'refine'): string {
  const c = request.contact;
  const lines = [
    `Recipient: ${c.name}${c.position ? `, ${c.position}` : ''}${c.company ? ` at ${c.company}` : ''}.`,
    c.meetingContext ? `How we met: ${c.meetingContext}` : '',
    c.additionalInfo ? `Notes: ${c.additionalInfo}` : '',
    request.senderName ? `Sign as: ${request.senderName}` : '',
  ];
  if (request.history.length) {
    lines.push('Earlier instructions in this session:');
    for (const step of request.history) if (step.instruction) lines.push(`- ${step.instruction}`);
  }
  if (request.current) lines.push(`Current draft subject: ${request.current.subject}`, `Current draft body:\n${request.current.body}`);
  lines.push(mode === 'draft' ? `Write the email. Instruction: ${request.instruction}` : `Revise the current draft. Instruction: ${request.instruction}`);
  return lines.filter(Boolean).join('\n');
}

export function parseWrittenEmail(content: string): WrittenEmail {
  const text = content.trim().replace(/^```(?:json)?\s*/i, '').replace(/```\s*$/, '').trim();
  let parsed: { subject?: unknown; body?: unknown } | null = null;
  try {
    parsed = JSON.parse(text) as { subject?: unknown; body?: unknown } | null;
  } catch {
    // not JSON: try the "Subject:" form
  }
  if (typeof parsed?.subject === 'string' && typeof parsed.body === 'string') return usableEmail({ subject: parsed.subject, body: parsed.body });
  const match = /^subject:\s*(.+)\n+([\s\S]+)$/i.exec(text);
  if (match) return usableEmail({ subject: match[1]!, body: match[2]! });
  throw new EmailWriterError('The email writer answered in an unexpected format.');
}

export class ChatCompletionsEmailWriter implements EmailWriter {
  readonly kind = 'chat-completions';

  constructor(private readonly config: ChatCompletionsConfig) {}

  draft(request: DraftRequest): Promise<WrittenEmail> {
    return this.complete(describe(request, 'draft'));
  }

  refine(request: DraftRequest): Promise<WrittenEmail> {
    return this.complete(describe(request, 'refine'));
  }

  private async complete(prompt: string): Promise<WrittenEmail> {
    const endpoint = `${this.config.url.replace(/\/+$/, '')}/chat/completions`;
    const timeoutMs = this.config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const slow = () => new EmailWriterError(`The email writer did not answer within ${Math.round(timeoutMs / 1000)} s.`);
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.config.apiKey ? { authorization: `Bearer ${this.config.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: this.config.model,
          temperature: 0.3,
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: prompt },
          ],
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      if (timedOut(error)) throw slow();
      throw new EmailWriterError(`The email writer could not be reached: ${(error as Error).message}`);
    }
    if (!response.ok) throw new EmailWriterError(`The email writer answered HTTP ${response.status}.`);
    // The same timeout covers the answer's body: a model that stalls mid-answer is slow, not mute.
    type Completion = { choices?: Array<{ message?: { content?: unknown } }> } | null;
    let data: Completion;
    try {
      data = (await response.json()) as Completion;
    } catch (error) {
      if (timedOut(error)) throw slow();
      data = null;
    }
    const content = data?.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new EmailWriterError('The email writer answered without a message.');
    return parseWrittenEmail(content);
  }
}
