/** JSON columns: parse with a fallback, so one bad row cannot take a screen down. */
export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (text == null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export const nowIso = (): string => new Date().toISOString();
