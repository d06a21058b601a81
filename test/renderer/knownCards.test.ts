// The wizard's review points out the cards whose address is already in the contacts before
// Create all makes a second card for each: a card counts when any of its addresses is known,
// ignoring case and spaces, and a review of thousands of cards asks in calls the core takes.
import { describe, expect, it } from 'vitest';
import { KNOWN_EMAILS_MAX } from '../../preload/contract';
import { findKnownCards } from '../../renderer/src/lib/knownCards';

describe('cards already in the contacts', () => {
  it('marks a card when any of its addresses is known, whatever its case', async () => {
    const held = new Set(['ada@example.com', 'grace@navy.example']);
    const cards = new Map<number, string[]>([
      [0, ['nobody@example.com']],
      [1, ['other@example.com', ' Ada@Example.COM ']],
      [2, []],
      [4, ['GRACE@navy.example']],
      [5, ['']],
    ]);
    const found = await findKnownCards(cards, async (emails) => emails.filter((e) => held.has(e)));
    expect([...found].sort()).toEqual([1, 4]);
  });

  it('asks about thousands of cards in calls the core takes, each address once', async () => {
    const cards = new Map<number, string[]>();
    for (let i = 0; i < 5_000; i++) cards.set(i, [`card${i}@conference.example`, 'shared@conference.example']);
    const calls: string[][] = [];
    const found = await findKnownCards(cards, async (emails) => {
      calls.push(emails);
      return emails.filter((e) => e === 'card4999@conference.example');
    });
    expect(calls.every((c) => c.length <= KNOWN_EMAILS_MAX)).toBe(true);
    expect(calls.flat()).toHaveLength(5_001);
    expect(new Set(calls.flat()).size).toBe(5_001);
    expect([...found]).toEqual([4999]);
  });

  it('asks nothing when no card has an address', async () => {
    let asked = 0;
    const found = await findKnownCards(new Map([[0, []]]), async () => (asked++, []));
    expect(found.size).toBe(0);
    expect(asked).toBe(0);
  });
});
