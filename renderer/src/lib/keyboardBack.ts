// A form or panel that closes takes the keyboard with it, to the page body, where Tab starts
// over and Escape reaches nothing. Once it is gone, the keyboard goes back to what opened it
// (`opener`: what had the keyboard as it opened) or, when that went too, to `fallback`. Focus put
// elsewhere meanwhile (a click, a view putting it on its Edit button) stays.
export function giveKeyboardBack(opener: Element | null, fallback?: () => HTMLElement | null | undefined): void {
  // After the closing render, when the form is gone.
  setTimeout(() => {
    const lost = document.activeElement === document.body || !document.activeElement;
    if (!lost) return;
    if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) opener.focus();
    else fallback?.()?.focus();
  });
}
