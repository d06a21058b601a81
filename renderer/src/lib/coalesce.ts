// Runs work at once when asked, and asked again within `ms`, once more at the end of that time
// (leading and trailing): a burst of "data changed" (Create all making a contact every few
// milliseconds, a sync pass) reloads what is on screen twice instead of once per change, and a
// single change still shows at once.
export function coalesce(work: () => void, ms: number): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let again = false;
  const settle = () => {
    timer = null;
    if (!again) return;
    again = false;
    work();
    timer = setTimeout(settle, ms);
  };
  return () => {
    if (timer) {
      again = true;
      return;
    }
    work();
    timer = setTimeout(settle, ms);
  };
}
