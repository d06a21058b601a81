// The modifier key the shortcuts are shown with: ⌘ on a Mac, where Ctrl+K is not what anyone
// presses (the handlers take either).
export const MOD_KEY = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl';
