// The app accepts exactly what the service stores: its limits (preload/contract/limits.ts) are the
// reference server's (server/domain/fields.ts, documented in server/README.md). Neither imports
// the other, so this is where a change to one side without the other shows.
import { describe, expect, it } from 'vitest';
import { limits } from '../../preload/contract';
import { LIMITS } from '../../server/domain/fields';

describe('the app and the service agree on field limits', () => {
  it('every limit the app applies is the service’s', () => {
    expect(limits).toEqual({
      shortText: LIMITS.shortText,
      address: LIMITS.address,
      url: LIMITS.url,
      notes: LIMITS.longText,
      listEntries: LIMITS.listEntries,
      email: LIMITS.email,
      phone: LIMITS.phone,
      taskTitle: LIMITS.shortText,
      taskDescription: LIMITS.longText,
      emailSubject: LIMITS.subject,
      emailBody: LIMITS.longText,
      instruction: LIMITS.instruction,
    });
  });
});
