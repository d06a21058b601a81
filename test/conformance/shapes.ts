// Assertions on the shapes the interface promises, shared by the conformance tests.
import { expect } from 'vitest';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const STATUSES = ['pending', 'enriched', 'contacted', 'qualified', 'converted', 'lost'];
export const CREATION_SOURCES = ['service', 'scan', 'social_new_relation', null];

const stringOrNull = (v: unknown) => v === null || typeof v === 'string';

export function expectContact(contact: any): void {
  expect(contact.id).toMatch(UUID);
  expect(contact['@id']).toBe(`/api/contacts/${contact.id}`);
  expect(contact['@type']).toBe('Contact');
  expect(typeof contact.name).toBe('string');
  for (const field of ['position', 'email', 'phone', 'website', 'address', 'socialUrl', 'additionalInfo', 'meetingContext', 'lastContactAt', 'company', 'companyId']) {
    expect(stringOrNull(contact[field]), `${field} is a string or null`).toBe(true);
  }
  expect(STATUSES).toContain(contact.status);
  expect(CREATION_SOURCES).toContain(contact.creationSource);
  expect(Array.isArray(contact.tags)).toBe(true);
  expect(Array.isArray(contact.companyIds)).toBe(true);
  for (const id of contact.companyIds) expect(id).toMatch(UUID);
  if (contact.companyId !== null) expect(contact.companyIds).toContain(contact.companyId);
  if (contact.lastContactAt !== null) expect(Number.isNaN(Date.parse(contact.lastContactAt))).toBe(false);
  if (contact.pipelineState !== null) {
    expect(contact.pipelineState['@id']).toMatch(/^\/api\/pipeline_states\/[0-9a-f-]{36}$/i);
    expect(typeof contact.pipelineState.name).toBe('string');
  }
}

export function expectProblem(response: { status: number; headers: Headers; body: any }, status: number): void {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(response.body.status).toBe(status);
  expect(typeof response.body.title).toBe('string');
  expect(typeof response.body.detail).toBe('string');
}

/** 422 (or 400, which clients must also accept) naming each property in `paths`. */
export function expectViolations(response: { status: number; headers: Headers; body: any }, paths: string[]): void {
  expect([400, 422]).toContain(response.status);
  expectProblem(response, response.status);
  const named = (response.body.violations ?? []).map((v: any) => v.propertyPath);
  for (const path of paths) expect(named, `violation for ${path}`).toContain(path);
  for (const v of response.body.violations ?? []) expect(typeof v.message).toBe('string');
}
