// The default TemplateEmailWriter: deterministic drafts and the instructions it understands.
import { describe, expect, it } from 'vitest';
import { TemplateEmailWriter } from '../../server/email/template-writer';
import type { DraftRequest } from '../../server/email/writer';

const writer = new TemplateEmailWriter();
const contact = { name: 'Maria Garcia Lopez', email: 'maria@example.com', company: 'Acme', position: 'CTO', meetingContext: null, additionalInfo: null };
const request = (instruction: string, current: DraftRequest['current'] = null): DraftRequest => ({ contact, instruction, current, history: [], senderName: null });

describe('TemplateEmailWriter', () => {
  it('drafts the same email for the same input', async () => {
    const a = await writer.draft(request('propose a meeting next Tuesday'));
    const b = await writer.draft(request('propose a meeting next Tuesday'));
    expect(a).toEqual(b);
    expect(a.subject).toBe('Meeting request');
    expect(a.body).toBe('Hi Maria,\n\nPropose a meeting next Tuesday.\n\nBest regards,');
  });

  it('mentions where they met and signs with the sender name when known', async () => {
    const draft = await writer.draft({ ...request('follow up on pricing'), contact: { ...contact, meetingContext: 'Web Summit' }, senderName: 'Sam' });
    expect(draft.subject).toBe('Following up — Acme');
    expect(draft.body).toBe('Hi Maria,\n\nIt was good to meet you (Web Summit).\n\nFollow up on pricing.\n\nBest regards,\nSam');
  });

  it('refines tone, length, subject and content', async () => {
    const base = { to: 'maria@example.com', ...(await writer.draft(request('thanks for the call'))) };
    const withMore = { to: base.to, ...(await writer.refine(request('add that the slides are attached', base))) };
    expect(withMore.body).toBe('Hi Maria,\n\nThanks for the call.\n\nThe slides are attached.\n\nBest regards,');

    const formal = await writer.refine(request('make it more formal', withMore));
    expect(formal.body).toBe('Dear Maria Garcia Lopez,\n\nThanks for the call.\n\nThe slides are attached.\n\nKind regards,');

    const casual = await writer.refine(request('more casual please', { to: base.to, ...formal }));
    expect(casual.body.startsWith('Hi Maria,')).toBe(true);
    expect(casual.body.endsWith('Cheers,')).toBe(true);

    const shorter = await writer.refine(request('shorter', withMore));
    expect(shorter.body).toBe('Hi Maria,\n\nThanks for the call.\n\nBest regards,');

    const subject = await writer.refine(request('Subject: Slides from today', withMore));
    expect(subject.subject).toBe('Slides from today');
    expect(subject.body).toBe(withMore.body);
  });

  it('adds an instruction it does not understand as a paragraph', async () => {
    const base = { to: 'maria@example.com', ...(await writer.draft(request('hello'))) };
    const refined = await writer.refine(request('we are free on Friday', base));
    expect(refined.body).toBe('Hi Maria,\n\nHello.\n\nWe are free on Friday.\n\nBest regards,');
  });
});

describe('TemplateEmailWriter given the user\'s own email', () => {
  it('drafts from it as refine does: the subject and words the user wrote stay', async () => {
    const own = { to: 'maria@example.com', subject: 'Engine notes', body: 'Hi Maria,\n\nHere are my notes on the engine.\n\nBest regards,' };
    const drafted = await writer.draft(request('add that the slides are attached', own));
    expect(drafted).toEqual({ subject: 'Engine notes', body: 'Hi Maria,\n\nHere are my notes on the engine.\n\nThe slides are attached.\n\nBest regards,' });
  });
});
