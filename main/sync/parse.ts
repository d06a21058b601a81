// Tolerant parsing of the service's responses (zod). The spec leaves much "not shown", so each
// schema accepts every variant DESIGN.md lists (hydra:member/member, hydra:totalItems/
// totalItems, missing hydra:view, `@id` or `id`, pipelineState as object, IRI or null) and
// rejects what cannot be understood, so a malformed answer fails loudly instead of corrupting
// local data.
import { z } from 'zod';

/** The last path segment of an IRI such as /api/contacts/<id>. */
export const idFromIri = (iri: string): string => iri.replace(/\/+$/, '').split('/').pop() ?? iri;

// A listing is thousands of contacts, so the contact schema checks types field by field and
// leaves the tidying ('' → null, numbers in lists → strings, IRIs → ids) to one transform per
// contact: a transform per field allocated ~8 KB a contact and was most of a pull's garbage.
const text = z.string().nullish();
const list = z.array(z.union([z.string(), z.number()])).nullish();
// Tags may come as resources ({"@id": "/api/tags/1", "name": "vip"}): the interface does not say.
// The app only shows them, so each is read as its name, else the last part of its @id.
const tagList = z
  .array(z.union([z.string(), z.number(), z.looseObject({ name: z.string().nullish(), '@id': z.string().nullish(), id: z.union([z.string(), z.number()]).nullish() })]))
  .nullish();
const tagName = (tag: string | number | { name?: string | null; '@id'?: string | null; id?: string | number | null }): string | null =>
  typeof tag !== 'object' ? String(tag) : tag.name || (tag['@id'] ? idFromIri(tag['@id']) : tag.id != null ? String(tag.id) : null);
const stateRef = z
  .union([z.null(), z.string(), z.looseObject({ id: z.string().optional(), '@id': z.string().optional(), name: z.string().nullish() })])
  .optional();

const TEXT_KEYS = [
  'email', 'phone', 'company', 'companyId', 'position', 'website', 'address', 'socialUrl', 'status', 'creationSource',
  'additionalInfo', 'meetingContext', 'lastContactAt',
] as const;
const LIST_KEYS = ['emails', 'phones', 'companyIds', 'tags'] as const;

type TextKey = (typeof TEXT_KEYS)[number];
type ListKey = (typeof LIST_KEYS)[number];

/** A contact as the service sent it, tidied: absent fields stay absent (the answer did not say). */
export type RemoteContact = { id: string; '@id'?: string; name: string; pipelineState?: { id: string; name: string | null } | null } & {
  [K in TextKey]?: string | null;
} & { [K in ListKey]?: string[] };

export const remoteContactSchema = z
  .object({
    id: z.string().optional(),
    '@id': z.string().optional(),
    name: z.string(),
    ...(Object.fromEntries(TEXT_KEYS.map((k) => [k, text])) as Record<TextKey, typeof text>),
    ...(Object.fromEntries(LIST_KEYS.map((k) => [k, list])) as Record<ListKey, typeof list>),
    tags: tagList,
    pipelineState: stateRef,
  })
  .transform((c, ctx): RemoteContact => {
    const id = c.id ?? (c['@id'] ? idFromIri(c['@id']) : undefined);
    if (!id) {
      ctx.addIssue({ code: 'custom', message: 'contact without id or @id' });
      return z.NEVER;
    }
    // z.object built `c` for this answer: tidy it in place rather than copy it.
    const out = c as Record<string, unknown>;
    out.id = id;
    for (const key of TEXT_KEYS) if (out[key] === '') out[key] = null;
    for (const key of LIST_KEYS) {
      const value = c[key];
      if (value == null) delete out[key];
      else if (key === 'tags') {
        if (value.some((v) => typeof v !== 'string')) out[key] = (value as Parameters<typeof tagName>[0][]).map(tagName).filter((t) => t !== null);
      } else if (value.some((v) => typeof v !== 'string')) out[key] = value.map(String);
    }
    const state = c.pipelineState;
    if (typeof state === 'string') out.pipelineState = { id: idFromIri(state), name: null };
    else if (state) {
      const stateId = state.id ?? (state['@id'] ? idFromIri(state['@id']) : undefined);
      if (!stateId) {
        ctx.addIssue({ code: 'custom', message: 'pipelineState without id or @id', path: ['pipelineState'] });
        return z.NEVER;
      }
      out.pipelineState = { id: stateId, name: state.name ?? null };
    }
    return out as RemoteContact;
  });


const view = z
  .looseObject({
    'hydra:next': z.string().optional(),
    next: z.string().optional(),
    'hydra:last': z.string().optional(),
    last: z.string().optional(),
  })
  .optional();

export const collectionSchema = z
  .looseObject({
    'hydra:member': z.array(z.unknown()).optional(),
    member: z.array(z.unknown()).optional(),
    'hydra:totalItems': z.number().int().min(0).optional(),
    totalItems: z.number().int().min(0).optional(),
    'hydra:view': view,
    view: view,
  })
  .transform((c, ctx) => {
    const members = c['hydra:member'] ?? c.member;
    if (!members) {
      ctx.addIssue({ code: 'custom', message: 'a collection without hydra:member or member' });
      return z.NEVER;
    }
    const v = c['hydra:view'] ?? c.view;
    return {
      members,
      totalItems: c['hydra:totalItems'] ?? c.totalItems ?? null,
      next: v?.['hydra:next'] ?? v?.next ?? null,
      last: v?.['hydra:last'] ?? v?.last ?? null,
    };
  });
export type Collection = z.output<typeof collectionSchema>;

export interface ParsedPage {
  contacts: RemoteContact[];
  totalItems: number | null;
  next: string | null;
  last: string | null;
}

export class MalformedResponse extends Error {
  constructor(what: string, detail: string) {
    super(`The service sent a response Rolodeck cannot read (${what}): ${detail}`);
    this.name = 'MalformedResponse';
  }
}

function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}` : 'invalid';
}

export function parseWith<T extends z.ZodType>(schema: T, body: unknown, what: string): z.output<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new MalformedResponse(what, describe(parsed.error));
  return parsed.data;
}

export function parsePage(body: unknown): ParsedPage {
  const page = parseWith(collectionSchema, body, 'contact list');
  const contacts = page.members.map((m, i) => parseWith(remoteContactSchema, m, `contact list, item ${i}`));
  return { contacts, totalItems: page.totalItems, next: page.next, last: page.last };
}

export const remoteStateSchema = z.looseObject({ id: z.string().optional(), '@id': z.string().optional(), name: z.string() }).transform((s, ctx) => {
  const id = s.id ?? (s['@id'] ? idFromIri(s['@id']) : undefined);
  if (!id) {
    ctx.addIssue({ code: 'custom', message: 'pipeline state without id' });
    return z.NEVER;
  }
  return { id, name: s.name, position: typeof s.position === 'number' ? s.position : null };
});
export type RemoteState = z.output<typeof remoteStateSchema>;

/** One page of pipeline states (a plain array is the whole list), with what says more follow. */
export function parseStates(body: unknown): { states: RemoteState[]; next: string | null; totalItems: number | null } {
  const page = Array.isArray(body) ? { members: body, next: null, totalItems: null } : parseWith(collectionSchema, body, 'pipeline states');
  return { states: page.members.map((m, i) => parseWith(remoteStateSchema, m, `pipeline state ${i}`)), next: page.next, totalItems: page.totalItems };
}

/** Wizard step 1. The spec shows nothing; DESIGN.md: {confirmationToken, contact, expiresAt}. */
const preparedCard = z.looseObject({
  confirmationToken: z.string().min(1),
  contact: z.record(z.string(), z.unknown()).nullish(),
  expiresAt: z.string().nullish(),
});

/**
 * The wizard's prepare answer: one card at the top level (DESIGN.md), and, from a service that
 * found several (a vCard file of many), every card with its own token under `cards`. A card
 * there that cannot be read makes the whole answer unreadable: taking the top card alone would
 * drop the rest without a word. No cards there (an empty list): the one at the top level.
 */
export const preparedSchema = preparedCard.extend({ cards: z.array(preparedCard).nullish() });

export const emailDraftSchema = z.looseObject({
  sessionId: z.string().min(1),
  currentEmail: z.looseObject({ to: z.string().nullish(), subject: z.string().nullish(), body: z.string().nullish() }),
});

export const taskSchema = z.looseObject({ id: z.string().optional(), '@id': z.string().optional() });

/** RFC 7807 problem details, API Platform's hydra errors and violations — all optional. */
const problemSchema = z.looseObject({
  title: z.string().nullish(),
  detail: z.string().nullish(),
  message: z.string().nullish(),
  'hydra:title': z.string().nullish(),
  'hydra:description': z.string().nullish(),
  violations: z.array(z.looseObject({ propertyPath: z.string().nullish(), message: z.string().nullish() })).nullish(),
});

/** The properties a refusal's violations name (e.g. ['sessionId']); none when it names none. */
export function problemFields(body: unknown): string[] {
  const parsed = problemSchema.safeParse(body);
  if (!parsed.success) return [];
  return (parsed.data.violations ?? []).map((v) => v.propertyPath ?? '').filter(Boolean);
}

/**
 * The service's error in its own words, for the user (status + detail + violations). A text body
 * is cut to 300 characters: the caller takes the token out of it before (client.ts), since a
 * token the cut goes through would no longer be found whole.
 */
export function problemMessage(status: number, body: unknown): string {
  const parsed = problemSchema.safeParse(body);
  const head = `HTTP ${status}`;
  if (!parsed.success) return typeof body === 'string' && body.trim() ? `${head}: ${body.trim().slice(0, 300)}` : head;
  const p = parsed.data;
  const violations = (p.violations ?? [])
    .map((v) => [v.propertyPath, v.message].filter(Boolean).join(': '))
    .filter(Boolean);
  const detail = p.detail ?? p['hydra:description'] ?? p.message ?? p.title ?? p['hydra:title'] ?? null;
  const parts = [detail, violations.length ? violations.join('; ') : null].filter((x): x is string => Boolean(x));
  // A detail that only repeats the violations is dropped.
  const unique = parts.filter((part, i) => i === 0 || !parts[0]!.includes(part));
  return unique.length ? `${head}: ${cut(unique.join(' — '), PROBLEM_MAX)}` : head;
}

/**
 * The service's words are shown in the window and kept with a refused change: a 5 MB detail
 * was stored and sent whole. Long enough for every violation of a contact's fields.
 */
const PROBLEM_MAX = 2000;
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
