// Every method whose input names a contact acts on the contact that stands for it now
// (main/core/current-contact-ids.ts). A method added later with a contact id in its input is
// caught here, not by a user whose window still showed a contact replaced meanwhile.
import { describe, expect, it } from 'vitest';
import { contactIdFields } from '../../main/core/current-contact-ids';
import { methods, type MethodName } from '../../preload/contract';

/** Input fields holding a contact's id: `contactId` anywhere, `id`/`exceptId` on contacts.* methods. */
function contactIdKeys(method: string, keys: string[]): string[] {
  return keys.filter((k) => k === 'contactId' || (method.startsWith('contacts.') && (k === 'id' || k === 'exceptId')));
}

// Looked up both ways by its handler (what runs is known by the id it started under).
const HANDLED_BY_THEMSELVES = new Set<string>(['email.stopWriting']);

describe('contact ids in method inputs', () => {
  it('each one is mapped to the contact that stands for it now', () => {
    const missing: string[] = [];
    for (const [method, m] of Object.entries(methods)) {
      const shape = (m.input as unknown as { shape?: Record<string, unknown> }).shape;
      if (!shape || HANDLED_BY_THEMSELVES.has(method)) continue;
      const listed = contactIdFields[method as MethodName] ?? [];
      for (const key of contactIdKeys(method, Object.keys(shape))) if (!listed.includes(key)) missing.push(`${method}.${key}`);
    }
    expect(missing).toEqual([]);
  });
});
