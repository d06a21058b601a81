// A service built to the letter of the interface: `emails` and `phones` are input-only, so its
// answers carry only `email` and `phone`. The reference service shows the lists; a fault proxy
// rewriting its answers with this stands in for the strict one.

/** Deletes `emails`/`phones` from every contact in a JSON answer (item or collection). */
export function stripLists(body: string): string {
  if (!body) return body;
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const [key, v] of Object.entries(value)) if (key !== 'emails' && key !== 'phones') out[key] = strip(v);
      return out;
    }
    return value;
  };
  try {
    return JSON.stringify(strip(JSON.parse(body)));
  } catch {
    return body;
  }
}
