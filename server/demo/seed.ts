// `--demo`: a few hundred realistic contacts spread over the pipeline, generated from a fixed
// seed (same data on every machine, no downloads). Also used by the benchmark (10,000 contacts).
import type { ServiceDb } from '../db/open';
import { addSecondaryCompany, insertContact } from '../db/contacts';
import { listPipelineStates } from '../db/pipeline-states';
import { CONTACT_STATUSES, CREATION_SOURCES } from '../domain/fields';
import { COMPANIES, FIRST_NAMES, LAST_NAMES, MEETING_CONTEXTS, NOTES, POSITIONS, STREETS, TAGS } from './data';
import { seeded } from './prng';

export const DEMO_CONTACT_COUNT = 300;
const DAY_MS = 24 * 60 * 60 * 1000;

const slug = (s: string) =>
  s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ø/g, 'o').replace(/å/gi, 'a').replace(/[^a-z]/gi, '').toLowerCase();

export interface DemoOptions {
  now: Date;
  count?: number;
  seed?: number;
}

/** Seeds demo contacts into an empty database; returns how many were added (0 if not empty). */
export async function seedDemo(db: ServiceDb, options: DemoOptions): Promise<number> {
  const count = options.count ?? DEMO_CONTACT_COUNT;
  const random = seeded(options.seed ?? 20_241_122);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const states = await listPipelineStates(db);
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('contacts').select('id').limit(1).executeTakeFirst();
    if (existing) return 0;
    for (let i = 0; i < count; i++) {
      const first = pick(FIRST_NAMES);
      const last = pick(LAST_NAMES);
      const company = pick(COMPANIES);
      const local = `${slug(first)}.${slug(last)}${i >= FIRST_NAMES.length * 4 ? i : ''}`;
      const emails = [`${local}@${company.domain}`];
      if (random() < 0.15) emails.push(`${slug(first)}${i}@mail.example`);
      const phones = random() < 0.85 ? [`+1 555 ${String(100 + Math.floor(random() * 900))} ${String(1000 + Math.floor(random() * 9000))}`] : [];
      const status = random() < 0.35 ? 'pending' : pick(CONTACT_STATUSES);
      const daysAgo = Math.floor(random() * 120);
      const tags = TAGS.filter(() => random() < 0.12);
      const sourceRoll = random();
      const id = await insertContact(
        trx,
        {
          name: `${first} ${last}`,
          emails,
          phones,
          company: company.name,
          position: pick(POSITIONS),
          address: random() < 0.6 ? `${1 + Math.floor(random() * 250)} ${pick(STREETS)}, ${company.city}` : null,
          website: `https://www.${company.domain}`,
          socialUrl: random() < 0.5 ? `https://social.example/in/${local.replace('.', '-')}` : null,
          additionalInfo: random() < 0.5 ? pick(NOTES) : null,
          meetingContext: random() < 0.6 ? pick(MEETING_CONTEXTS) : null,
          creationSource: sourceRoll < 0.4 ? null : pick(CREATION_SOURCES),
          status,
          tags,
          lastContactAt: status === 'pending' ? null : new Date(options.now.getTime() - daysAgo * DAY_MS).toISOString(),
          pipelineStateId: states.length && random() < 0.7 ? pick(states).id : null,
        },
        options.now,
      );
      if (random() < 0.05) await addSecondaryCompany(trx, id, pick(COMPANIES.filter((c) => c !== company)).name, options.now);
    }
    return count;
  });
}
