// Every way into the main process answers bad input with an error in words and changes nothing:
// for every method of the contract, random malformed payloads (wrong types, unknown keys,
// prototype keys, huge strings, deep nesting, NaN/Infinity, unknown method names) go through the
// real loopback bridge (and the IPC handler's body) against a real SQLite store, and after each
// method the store holds exactly what it held before and the bridge still answers.
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { z } from 'zod';
import { startBridge, type Bridge } from '../../main/bridge/server';
import { guardedInvoke } from '../../main/electron/sender-check';
import { START_URL } from '../../main/electron/app-origin';
import { methods, type MethodName, type Result } from '../../preload/contract';
import { startTestCore, type TestCore } from '../helpers/core';
import { insertSyntheticSyncBacklog } from '../helpers/syntheticSync';
import { tempFolder } from '../helpers/temp';

let core: TestCore;
let bridge: Bridge;
let ws: WebSocket;
const site = tempFolder();
const seeded: string[] = [];
let refusedOpId = '';

/** Every row of every table, as text: "the SQLite file's contents" as a user's data goes. */
function storeContents(): string {
  const reader = new Database(core.store.sqlite.name, { readonly: true, fileMustExist: true });
  try {
    const tables = reader.prepare("select name from sqlite_master where type = 'table' order by name").all() as { name: string }[];
    return JSON.stringify(tables.map(({ name }) => [name, (reader.prepare(`select * from "${name}"`).all() as unknown[]).map((row) => JSON.stringify(row)).sort()]));
  } finally {
    reader.close();
  }
}

const pending = new Map<number | string | null, (result: Result<unknown>) => void>();
let nextId = 1;

/** Sends one message as raw text and waits for the answer to its id. */
function sendRaw(text: string, id: number | string | null): Promise<Result<unknown>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer to ${text.slice(0, 200)}`)), 10_000);
    pending.set(id, (result) => {
      clearTimeout(timer);
      resolve(result);
    });
    ws.send(text);
  });
}

/** JSON text as a careless or hostile client might write it: NaN and Infinity kept as bare words. */
function looseJson(value: unknown): string {
  return (JSON.stringify(value, (_key, v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? `\u0000${String(v)}\u0000` : v)) ?? 'null').replace(/"\\u0000(-?\w+)\\u0000"/g, '$1');
}

function callOverBridge(method: string, input: unknown): Promise<Result<unknown>> {
  const id = nextId++;
  const text = `{"id":${id},"method":${JSON.stringify(method)},"input":${looseJson(input)}}`;
  // Text that is no JSON (a bare NaN) has no id the bridge could read: it answers with id null.
  return sendRaw(text, isJson(text) ? id : null);
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The IPC handler's body for a trusted window, with the input structured-cloned as IPC does. */
function callOverIpc(method: string, input: unknown): Promise<Result<unknown>> {
  const sender = { webContentsId: 1, frameUrl: START_URL, isMainFrame: true };
  return guardedInvoke(sender, new Set([1]), core.dispatch, method, structuredClone(input));
}

/** An answer a user (or a developer reading a log) can act on: a refusal, said in words, short. */
function expectRefusedInWords(result: Result<unknown>, what: string): void {
  expect(result.ok, `${what} was accepted`).toBe(false);
  if (result.ok) return;
  expect(['invalid_input', 'unknown_method'], `${what}: ${result.error.code} ${result.error.message}`).toContain(result.error.code);
  expect(result.error.message).toMatch(/[A-Za-z]{3,} [A-Za-z]{2,}/);
  expect(result.error.message.length).toBeLessThan(1000);
  expect(result.error.message).not.toMatch(/\n\s+at /); // no stack trace
}

// --- malformed values ------------------------------------------------------------------------

/** An object with `key` as an own, enumerable property, as JSON.parse makes it ({"__proto__": …} included). */
function withOwnKey(base: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...base };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

const prototypeKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];
const pollution = fc.constantFrom<unknown>(
  withOwnKey({}, '__proto__', { polluted: 'yes' }),
  { constructor: { prototype: { polluted: 'yes' } } },
  withOwnKey({ name: 'Proto Person' }, '__proto__', { isAdmin: true }),
);
const nonFinite = fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY);
const hugeString = fc.integer({ min: 70_000, max: 300_000 }).chain((n) => fc.constantFrom('x'.repeat(n), 'é'.repeat(n), `https://example.com/${'a'.repeat(n)}`));
function deeplyNested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
}
const deep = fc.integer({ min: 50, max: 2_000 }).map(deeplyNested);
/** Values no field of the contract takes whole, and a few it does (a field's own check decides). */
const poison = fc.oneof(
  hugeString,
  nonFinite,
  deep,
  pollution,
  fc.constantFrom<unknown>(true, false, 0, -1, 1.5, 1e308, -0, '', ' ', 'javascript:alert(1)', 'file:///etc/passwd', '\u0000', [], {}, [null], { id: null }),
  fc.string({ maxLength: 40 }),
  fc.anything({ maxDepth: 3 }).filter((v) => v !== undefined), // an undefined value is no key at all
);

/** Whether a field refuses `value` both as sent over IPC and as it reads back from JSON. */
function fieldRefuses(field: z.ZodType, value: unknown): boolean {
  const asJson = JSON.parse(JSON.stringify(value) ?? 'null') as unknown;
  return !field.safeParse(value).success && !field.safeParse(asJson).success;
}

type Shape = Record<string, z.ZodType>;
/** The top-level fields a method takes (its input is an object schema, maybe behind a pipe). */
function shapeOf(schema: z.ZodType): Shape {
  let current = schema as unknown as { shape?: Shape; _zod: { def: { in?: z.ZodType } } };
  while (!current.shape && current._zod.def.in) current = current._zod.def.in as never;
  if (!current.shape) throw new Error('not an object schema');
  return current.shape;
}

const methodNames = Object.keys(methods) as MethodName[];

/** A malformed input for `method`, malformed whatever the other fields hold. */
function malformedInput(method: MethodName): fc.Arbitrary<unknown> {
  const shape = shapeOf(methods[method].input);
  const fields = Object.keys(shape);
  const plausible = fc.oneof(fc.constantFrom(...seeded), poison, fc.string({ maxLength: 20 }), fc.integer());
  const someKnownFields = fields.length ? fc.dictionary(fc.constantFrom(...fields), plausible, { maxKeys: fields.length }) : fc.constant({});
  // Not an object at all (null and undefined stand for "no input", which is {}).
  const notAnObject = fc.oneof(hugeString, nonFinite, deep.map((d) => [d]), fc.constantFrom<unknown>(true, 0, 'contacts', [], [{}]), fc.array(fc.anything({ maxDepth: 2 }), { minLength: 1, maxLength: 5 }));
  // A field the method does not take (every method's input is strict).
  const unknownKey = fc.tuple(someKnownFields, fc.oneof(fc.constantFrom(...prototypeKeys), fc.string({ minLength: 1, maxLength: 30 }).filter((k) => !fields.includes(k))), poison).map(([base, key, value]) => withOwnKey(base, key, value));
  // A field it takes, with a value that field refuses.
  const badField = fields.length
    ? fc
        .tuple(someKnownFields, fc.constantFrom(...fields), poison)
        .filter(([, field, value]) => fieldRefuses(shape[field]!, value))
        .map(([base, field, value]) => withOwnKey(base, field, value))
    : unknownKey;
  // Each message stays under the bridge's 1 MB limit, so that the bridge answers it: a larger one
  // closes the connection (bridge.test.ts), and every later call here would wait in vain.
  return fc.oneof(notAnObject, unknownKey, badField).filter((input) => Buffer.byteLength(looseJson(input)) < BRIDGE_MESSAGE_LIMIT);
}

/** The bridge's largest message (main/bridge/server.ts), less room for the call around the input. */
const BRIDGE_MESSAGE_LIMIT = 1024 * 1024 - 1024;

/** A method name the contract does not have, prototype names first among them. */
const unknownMethod = fc.oneof(
  fc.constantFrom(...prototypeKeys, 'contacts.nuke', 'contacts.list ', 'CONTACTS.LIST', 'contacts', '', 'x'.repeat(100_000)),
  fc.string({ maxLength: 60 }).filter((name) => !Object.hasOwn(methods, name)),
);

beforeAll(async () => {
  core = await startTestCore();
  const contact = await core.call('contacts.create', { name: 'Ada Lovelace', emails: ['ada@example.com'], website: 'https://ada.example.com' });
  const other = await core.call('contacts.create', { name: 'Grace Hopper', additionalInfo: 'Met at the conference' });
  const task = await core.call('tasks.create', { contactId: contact.id, title: 'Call Ada', dueDate: '2030-01-01T09:00:00Z' });
  const draft = await core.call('email.save', { contactId: other.id, to: 'grace@example.com', subject: 'Hello', body: 'Hi Grace' });
  const [state] = await core.call('pipelineStates.list', {});
  // A conflict on the first contact and a refused change on the second, so the sync methods'
  // ids name something real.
  insertSyntheticSyncBacklog(core.store, { conflicts: 1, refused: 1 });
  refusedOpId = (await core.call('sync.rejected', {}))[0]!.opId;
  seeded.push(contact.id, other.id, task.id, draft.id, state!.id, refusedOpId);
  bridge = await startBridge({ core, rendererFolder: site.path, port: 0 });
  ws = new WebSocket(`ws://127.0.0.1:${bridge.port}/api?token=${bridge.token}`);
  ws.on('message', (data) => {
    const message = JSON.parse(data.toString()) as { id?: number | string | null; result?: Result<unknown> };
    if (!message.result) return; // an event
    pending.get(message.id ?? null)?.(message.result);
    pending.delete(message.id ?? null);
  });
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
});

afterAll(async () => {
  ws?.close();
  await bridge?.close();
  await core?.dispose();
  site.remove();
});

describe('bad input on every way into the main process', () => {
  it.each(methodNames)('%s: every malformed payload is refused in words, the store is unchanged and the bridge still answers', async (method) => {
    const before = storeContents();
    await fc.assert(
      fc.asyncProperty(malformedInput(method), async (input) => {
        expectRefusedInWords(await callOverBridge(method, input), `${method} over the bridge`);
        expectRefusedInWords(await callOverIpc(method, input), `${method} over IPC`);
      }),
      { numRuns: 25 },
    );
    expect(storeContents()).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    const alive = await callOverBridge('contacts.list', {});
    expect(alive.ok && (alive.value as { total: number }).total).toBe(2);
  });

  it("a refused change's new payload with a __proto__ key is refused, not sent without it", async () => {
    const before = storeContents();
    const text = `{"id":"proto","method":"sync.editOp","input":{"opId":"${refusedOpId}","payload":{"company":"Fixed Co","__proto__":{"polluted":"yes"}}}}`;
    expectRefusedInWords(await sendRaw(text, 'proto'), 'sync.editOp with a __proto__ key');
    expectRefusedInWords(await callOverIpc('sync.editOp', { opId: refusedOpId, payload: withOwnKey({ company: 'Fixed Co' }, '__proto__', { polluted: 'yes' }) }), 'the same over IPC');
    expect(storeContents()).toBe(before);
  });

  it('unknown method names are refused in words on both ways in, prototype names included', async () => {
    const before = storeContents();
    await fc.assert(
      fc.asyncProperty(unknownMethod, fc.anything({ maxDepth: 2 }), async (method, input) => {
        expectRefusedInWords(await callOverBridge(method, input), `method ${JSON.stringify(method.slice(0, 50))} over the bridge`);
        expectRefusedInWords(await callOverIpc(method, input), `method ${JSON.stringify(method.slice(0, 50))} over IPC`);
      }),
      { numRuns: 100 },
    );
    expect(storeContents()).toBe(before);
  });

  it('messages that are no call at all (not JSON, no id, odd ids, deep nesting, binary) get an error in words and the bridge goes on', async () => {
    const before = storeContents();
    const broken = fc.oneof(
      fc.string({ maxLength: 200 }).filter((text) => !isJson(text)),
      fc.constantFrom('null', '1', '"text"', '[]', '{}', '{"method":"contacts.list"}', '{"id":{},"method":"contacts.list"}', '{"id":[1],"method":"contacts.list"}', '{"id":true,"method":"contacts.list"}', '{"id":null,"method":"contacts.list","input":{}}'),
      fc.integer({ min: 10_000, max: 200_000 }).map((depth) => `{"method":"contacts.list","input":${'['.repeat(depth)}${']'.repeat(depth)}}`),
    );
    await fc.assert(
      fc.asyncProperty(broken, async (text) => {
        expectRefusedInWords(await sendRaw(text, null), `message ${JSON.stringify(text.slice(0, 80))}`);
      }),
      { numRuns: 100 },
    );
    const deepWithId = `{"id":"deep","method":"contacts.create","input":${'{"name":'.repeat(100_000)}"x"${'}'.repeat(100_000)}}`;
    expectRefusedInWords(await sendRaw(deepWithId, 'deep'), 'a call nested 100,000 deep');
    const binary = new Promise<Result<unknown>>((resolve) => pending.set(null, resolve));
    ws.send(Buffer.from(JSON.stringify({ id: 1, method: 'contacts.create', input: { name: 'Binary' } })), { binary: true });
    expectRefusedInWords(await binary, 'a binary frame');
    expect(storeContents()).toBe(before);
    expect((await callOverBridge('contacts.list', {})).ok).toBe(true);
  });
});
