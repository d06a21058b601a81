// ChatCompletionsEmailWriter: drafts through an OpenAI-compatible `POST {url}/chat/completions`
// endpoint (OpenAI, a local llama.cpp/Ollama server, ...). Configured by ROLODECK_LLM_URL,
// ROLODECK_LLM_MODEL and optionally ROLODECK_LLM_API_KEY. The model is asked for JSON
// {"subject","body"}; a "Subject: ..." first line is accepted too.
import type { DraftRequest, EmailWriter, WrittenEmail } from './writer';

export interface ChatCompletionsConfig {
  url: string;
  model: string;
  apiKey?: string;
  timeoutMs?: number;
}

export class EmailWriterError extends Error {}

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
  try {
    const parsed = JSON.parse(text) as { subject?: unknown; body?: unknown };
    if (typeof parsed.subject === 'string' && typeof parsed.body === 'string') return { subject: parsed.subject.trim(), body: parsed.body.trim() };
  } catch {
    // not JSON: fall through to the "Subject:" form
  }
  const match = /^subject:\s*(.+)\n+([\s\S]+)$/i.exec(text);
  if (match) return { subject: match[1]!.trim(), body: match[2]!.trim() };
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
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 60_000),
      });
    } catch (error) {
      throw new EmailWriterError(`The email writer could not be reached: ${(error as Error).message}`);
    }
    if (!response.ok) throw new EmailWriterError(`The email writer answered HTTP ${response.status}.`);
    const data = (await response.json().catch(() => null)) as { choices?: Array<{ message?: { content?: unknown } }> } | null;
    const content = data?.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new EmailWriterError('The email writer answered without a message.');
    return parseWrittenEmail(content);
  }
}
