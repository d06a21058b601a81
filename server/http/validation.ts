// Turns zod results into 422 problems with one violation per bad property, worded for people.
import type { z } from 'zod';
import { HttpProblem, validationProblem, type Violation } from './problem';

/** `emails[0]`, `currentEmail.subject`: the property path a client maps to a form field. */
export function propertyPath(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out ? `.${String(segment)}` : String(segment);
  }
  return out;
}

function valueAt(input: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let value: unknown = input;
  for (const segment of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value;
}

function messageFor(issue: z.core.$ZodIssue, input: unknown): string {
  switch (issue.code) {
    case 'invalid_type': {
      const value = valueAt(input, issue.path);
      if (value === undefined) return 'This value is required.';
      if (value === null) return 'This value should not be null.';
      const expected = issue.expected === 'array' ? 'array' : issue.expected;
      return `This value should be of type ${expected}.`;
    }
    case 'too_big':
      return issue.origin === 'array'
        ? `This collection should contain ${String(issue.maximum)} elements or less.`
        : `This value is too long. It should have ${String(issue.maximum)} characters or less.`;
    case 'too_small':
      return issue.origin === 'array'
        ? `This collection should contain ${String(issue.minimum)} elements or more.`
        : 'This value should not be blank.';
    case 'invalid_value':
      return `The value you selected is not a valid choice. Valid choices: ${issue.values.map((v) => JSON.stringify(v)).join(', ')}.`;
    default:
      return issue.message;
  }
}

export function violationsOf(error: z.ZodError, input: unknown): Violation[] {
  const violations: Violation[] = [];
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) violations.push({ propertyPath: propertyPath([...issue.path, key]), message: 'This field is not allowed.' });
    } else {
      violations.push({ propertyPath: propertyPath(issue.path), message: messageFor(issue, input) });
    }
  }
  return violations;
}

/**
 * Validates a JSON body. A request without a body counts as `{}` (so required fields are
 * reported by name); a body that is JSON but not an object is a 400.
 */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const input = body === undefined ? {} : body;
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new HttpProblem(400, 'The request body must be a JSON object.');
  }
  const result = schema.safeParse(input);
  if (!result.success) throw validationProblem(violationsOf(result.error, input));
  return result.data;
}
