// Which letter key a shortcut was pressed with, whatever the keyboard layout.
/**
 * The letter a shortcut is named by. With a keyboard layout that types other letters (Russian,
 * Greek, Hebrew), Ctrl+K sends "л": the key's place on the keyboard (KeyK) says which it is.
 */
export function shortcutLetter(e: Pick<KeyboardEvent, 'key' | 'code'>): string {
  const key = e.key.toLowerCase();
  if (/^[a-z]$/.test(key) || key.length !== 1 || !/\p{L}/u.test(key)) return key;
  const place = /^Key([A-Z])$/.exec(e.code);
  return place ? place[1]!.toLowerCase() : key;
}
