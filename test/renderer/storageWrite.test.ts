// The page's storage refusing a write (it is full) must not leave the copy written before: read
// back at the next start, it would pass for what the user left (a note appended since, offered
// to append again).
import { describe, expect, it } from 'vitest';
import { writeOrRemove } from '../../renderer/src/stores/storageWrite';

/** A storage holding at most `room` characters of names and values, as Chromium's localStorage does. */
function storageWithRoom(room: number) {
  const items = new Map<string, string>();
  const used = () => [...items].reduce((sum, [k, v]) => sum + k.length + v.length, 0);
  return {
    items,
    setItem(name: string, value: string) {
      const others = used() - (items.has(name) ? name.length + items.get(name)!.length : 0);
      if (others + name.length + value.length > room) throw new Error('QuotaExceededError');
      items.set(name, value);
    },
    removeItem: (name: string) => void items.delete(name),
  };
}

describe('writeOrRemove', () => {
  it('writes what fits', () => {
    const storage = storageWithRoom(100);
    expect(writeOrRemove(storage, 'forms', 'Call back Monday')).toBe(true);
    expect(storage.items.get('forms')).toBe('Call back Monday');
  });

  it('removes the older copy when a write is refused', () => {
    const storage = storageWithRoom(100);
    writeOrRemove(storage, 'forms', 'Call back Monday');
    storage.setItem('other', 'x'.repeat(60));
    expect(writeOrRemove(storage, 'forms', 'y'.repeat(50))).toBe(false);
    expect(storage.items.has('forms')).toBe(false);
    expect(storage.items.get('other')).toBe('x'.repeat(60));
  });

  it('writes a change that fits once the older copy is gone', () => {
    // A storage that counts the old copy until it is removed (as when a write would briefly hold both).
    const items = new Map<string, string>();
    const storage = {
      setItem(name: string, value: string) {
        if ([...items.values()].join('').length + value.length > 100) throw new Error('QuotaExceededError');
        items.set(name, value);
      },
      removeItem: (name: string) => void items.delete(name),
    };
    storage.setItem('forms', 'a'.repeat(60));
    expect(writeOrRemove(storage, 'forms', 'b'.repeat(70))).toBe(true);
    expect(items.get('forms')).toBe('b'.repeat(70));
  });
});
