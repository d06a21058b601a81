// 404 for paths the service does not have; 405 (with Allow) for a known path and another method,
// as API Platform answers.
import { HttpProblem } from './problem';

const ID = '[^/]+';
const ROUTES: Array<{ pattern: RegExp; allow: string[] }> = [
  { pattern: /^\/api\/contacts$/, allow: ['GET', 'POST'] },
  { pattern: /^\/api\/contacts\/(prepare|confirm)$/, allow: ['POST'] },
  { pattern: new RegExp(`^/api/contacts/${ID}$`), allow: ['GET', 'PATCH'] },
  { pattern: new RegExp(`^/api/contacts/${ID}/pipeline-state$`), allow: ['PATCH'] },
  { pattern: new RegExp(`^/api/contacts/${ID}/(extend|tasks|emails/prepare|emails/refine|emails/send)$`), allow: ['POST'] },
  { pattern: /^\/api\/pipeline_states(\/[^/]+)?$/, allow: ['GET'] },
];

export function unmatchedRoute(method: string, url: string): HttpProblem {
  const path = url.split('?')[0]!;
  const known = ROUTES.find((r) => r.pattern.test(path));
  if (known && !known.allow.includes(method)) {
    const allow = known.allow.includes('GET') ? [...known.allow, 'HEAD'] : known.allow;
    return new HttpProblem(405, `${method} is not allowed on ${path}; use ${allow.join(', ')}.`, { headers: { Allow: allow.join(', ') } });
  }
  return new HttpProblem(404, `No route ${method} ${path}.`);
}
