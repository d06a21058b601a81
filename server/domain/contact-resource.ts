// The wire shape of a contact. The same full representation is used by the collection, item GET,
// create, PATCH and extend, so a client can take any of them as the server's state. Beyond the
// spec's fields it carries the whole `emails` and `phones` lists (a client that syncs needs them).
import type { ContactRecord } from '../db/contacts';

export const contactIri = (id: string) => `/api/contacts/${id}`;
export const pipelineStateIri = (id: string) => `/api/pipeline_states/${id}`;

export interface ContactResource {
  '@id': string;
  '@type': 'Contact';
  id: string;
  name: string;
  position: string | null;
  email: string | null;
  phone: string | null;
  emails: string[];
  phones: string[];
  website: string | null;
  address: string | null;
  socialUrl: string | null;
  status: string;
  creationSource: string | null;
  tags: string[];
  additionalInfo: string | null;
  meetingContext: string | null;
  lastContactAt: string | null;
  pipelineState: { '@id': string; name: string } | null;
  company: string | null;
  companyId: string | null;
  companyIds: string[];
}

export function contactResource({ row, pipelineStateName, companies }: ContactRecord): ContactResource {
  const emails = JSON.parse(row.emails) as string[];
  const phones = JSON.parse(row.phones) as string[];
  const primary = companies.find((c) => c.isPrimary) ?? null;
  return {
    '@id': contactIri(row.id),
    '@type': 'Contact',
    id: row.id,
    name: row.name,
    position: row.position,
    email: emails[0] ?? null,
    phone: phones[0] ?? null,
    emails,
    phones,
    website: row.website,
    address: row.address,
    socialUrl: row.social_url,
    status: row.status,
    creationSource: row.creation_source,
    tags: JSON.parse(row.tags) as string[],
    additionalInfo: row.additional_info,
    meetingContext: row.meeting_context,
    lastContactAt: row.last_contact_at,
    pipelineState:
      row.pipeline_state_id && pipelineStateName !== null
        ? { '@id': pipelineStateIri(row.pipeline_state_id), name: pipelineStateName }
        : null,
    company: primary?.name ?? null,
    companyId: primary?.id ?? null,
    companyIds: companies.map((c) => c.id),
  };
}

/** Item responses (GET, POST, PATCH, extend) add the JSON-LD context, as API Platform does. */
export function contactDocument(record: ContactRecord): ContactResource & { '@context': string } {
  return { '@context': '/api/contexts/Contact', ...contactResource(record) };
}
