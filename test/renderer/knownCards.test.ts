// The wizard's review points out the cards whose address is already in the contacts, or on an
// earlier card, before Create all makes a second contact for each: a card counts when any of its
// addresses matches, ignoring case and spaces, and a review of thousands of cards asks in calls
// the core takes.
import { describe, expect, it } from 'vitest';
import { KNOWN_EMAILS_MAX } from '../../preload/contract';
import { findKnownCards, repeatedCards } from '../../renderer/src/lib/knownCards';

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

describe('cards repeating an earlier card', () => {
  it('marks each later card sharing any address with an earlier one, naming the first card with it', () => {
    const cards = new Map<number, string[]>([
      [7, ['Ada@Example.com']],
      [2, ['ada@example.com', 'ada@work.example']],
      [3, ['grace@example.com']],
      [9, [' ADA@work.example ']],
      [11, ['grace@example.com', 'ada@example.com']],
      [12, ['', '']],
      [13, ['']],
    ]);
    expect([...repeatedCards(cards)].sort((a, b) => a[0] - b[0])).toEqual([
      [7, 2],
      [9, 2],
      [11, 3],
    ]);
  });

  it('marks nothing when every card has its own addresses, or none', () => {
    expect(repeatedCards(new Map([[0, ['a@example.com']], [1, ['b@example.com']], [2, []]])).size).toBe(0);
  });
});
