import { describe, expect, it } from 'vitest';
import { resolve, spec } from './contract';

const { schemas } = spec.components as { schemas: Record<string, unknown> };
const enumOf = (name: string) => resolve<{ enum?: string[] }>(schemas[name]).enum;

/**
 * The statuses the specification names, and only those: a value nothing produces makes every
 * client handle a state that cannot happen (there was an ERROR nobody set).
 */
describe('status vocabulary', () => {
  it('a request is DRAFT, OPEN, SIGNED, DECLINED or WITHDRAWN', () => {
    expect(enumOf('StatusOverall')).toEqual(['DRAFT', 'OPEN', 'SIGNED', 'DECLINED', 'WITHDRAWN']);
  });

  it('a signature has the same states, and WAITING for its turn', () => {
    expect(enumOf('SignatureStatus')).toEqual([
      'DRAFT',
      'OPEN',
      'SIGNED',
      'DECLINED',
      'WITHDRAWN',
      'WAITING',
    ]);
  });

  it('each result of a sign batch says whether that request was signed, not a request status', () => {
    const result = resolve<{ properties: { results: { items: unknown } } }>(schemas.SigningResult);
    const item = resolve<{ properties: { status: unknown } }>(result.properties.results.items);
    expect(resolve<{ enum: string[] }>(item.properties.status).enum).toEqual(['SIGNED', 'FAILED']);
  });
});
