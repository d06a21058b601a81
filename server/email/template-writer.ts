// TemplateEmailWriter: deterministic, rule-based drafting with no model behind it. The same
// contact and instruction always give the same email, which keeps tests and demos exact.
//
// prepare: greeting + the instruction as a paragraph + closing; subject from the instruction.
//   A prepare given a draft to start from (the user's own email, as currentEmail) works on
//   that draft as refine does: the user's words are kept, never replaced by a fresh template.
// refine understands a few instructions; anything else is added as a paragraph:
//   "shorter" / "concise"          keep only the first paragraph
//   "formal"                       "Dear <full name>," and "Kind regards,"
//   "casual" / "friendly"          "Hi <first name>," and "Cheers,"
//   "subject: <text>"              replace the subject
//   "add|mention|include <text>"   add <text> as a paragraph
import type { DraftRequest, EmailWriter, WrittenEmail } from './writer';

type Tone = 'neutral' | 'formal' | 'casual';

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

function sentence(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (!trimmed) return '';
  const capitalised = trimmed[0]!.toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

function subjectFrom(instruction: string, company: string | null): string {
  const text = instruction.trim().replace(/\s+/g, ' ');
  if (/follow[\s-]?up/i.test(text)) return company ? `Following up — ${company}` : 'Following up';
  if (/\bmeet(ing)?\b/i.test(text)) return 'Meeting request';
  if (/\bthank/i.test(text)) return 'Thank you';
  if (/\bintro(duce|duction)?\b/i.test(text)) return 'Introduction';
  const first = text.split(/[.!?\n]/)[0]!.trim();
  const short = first.length > 60 ? `${first.slice(0, 57).trimEnd()}…` : first;
  return short ? short[0]!.toUpperCase() + short.slice(1) : 'Hello';
}

function greeting(name: string, tone: Tone): string {
  return tone === 'formal' ? `Dear ${name.trim()},` : `Hi ${firstName(name)},`;
}

function closing(tone: Tone, senderName: string | null): string {
  const word = tone === 'formal' ? 'Kind regards,' : tone === 'casual' ? 'Cheers,' : 'Best regards,';
  return senderName ? `${word}\n${senderName}` : word;
}

/** Splits a body this writer produced into greeting, paragraphs and closing. */
function parse(body: string): { paragraphs: string[] } {
  const blocks = body.split(/\n{2,}/).map((b) => b.trim()).filter(Boolean);
  const paragraphs = blocks.filter(
    (b, i) => !(i === 0 && /^(Hi|Dear|Hello)\b.*,$/.test(b)) && !/^(Best regards|Kind regards|Cheers),/.test(b),
  );
  return { paragraphs };
}

function compose(name: string, paragraphs: string[], tone: Tone, senderName: string | null): string {
  return [greeting(name, tone), ...paragraphs, closing(tone, senderName)].join('\n\n');
}

function toneOf(body: string): Tone {
  if (/^Dear /.test(body) || /Kind regards,/.test(body)) return 'formal';
  if (/\nCheers,/.test(body)) return 'casual';
  return 'neutral';
}

export class TemplateEmailWriter implements EmailWriter {
  readonly kind = 'template';

  async draft(request: DraftRequest): Promise<WrittenEmail> {
    if (request.current) return this.refine(request);
    const { contact, instruction, senderName } = request;
    const paragraphs = [sentence(instruction)].filter(Boolean);
    if (contact.meetingContext) paragraphs.unshift(`It was good to meet you (${contact.meetingContext.split('\n')[0]!.trim()}).`);
    return {
      subject: subjectFrom(instruction, contact.company),
      body: compose(contact.name, paragraphs, 'neutral', senderName),
    };
  }

  async refine(request: DraftRequest): Promise<WrittenEmail> {
    const { contact, instruction, senderName } = request;
    const current = request.current ?? { to: '', subject: subjectFrom(instruction, contact.company), body: '' };
    let subject = current.subject;
    let tone = toneOf(current.body);
    let { paragraphs } = parse(current.body);
    const text = instruction.trim();

    const subjectMatch = /^subject\s*[:=]\s*(.+)$/is.exec(text);
    const addMatch = /^(?:please\s+)?(?:add|mention|include)\s+(?:that\s+)?(.+)$/is.exec(text);
    if (subjectMatch) subject = subjectMatch[1]!.trim();
    else if (/\b(shorter|shorten|concise|brief)\b/i.test(text)) paragraphs = paragraphs.slice(0, 1);
    else if (/\bformal\b/i.test(text) && !/\binformal\b/i.test(text)) tone = 'formal';
    else if (/\b(casual|friendly|informal|relaxed)\b/i.test(text)) tone = 'casual';
    else if (addMatch) paragraphs = [...paragraphs, sentence(addMatch[1]!)];
    else paragraphs = [...paragraphs, sentence(text)];

    return { subject, body: compose(contact.name, paragraphs, tone, senderName) };
  }
}
