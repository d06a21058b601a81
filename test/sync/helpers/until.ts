// Waits for something the app does in the background (a request reaching the proxy), up to 5 s.
export async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  if (!condition()) throw new Error('waited 5 s in vain');
}
