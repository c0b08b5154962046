import type { IntlShape } from 'react-intl';
import { plans, type Plan } from '../../../ui';
import { messages as m } from './messages';

/** The shell's money format (spec 9), handed in by the route: features do not import the shell. */
export type MoneyFormat = (locale: string, amount: number, currency: 'CHF' | 'EUR') => string;

/** A country as the shell lists it, in spec 9's order. */
export interface Country {
  code: string;
  name: string;
}

/** Spec 9: numeric day, short month, numeric year (billing names days, not times). */
export const formatDay = (intl: IntlShape, iso: string) =>
  intl.formatDate(iso, { day: 'numeric', month: 'short', year: 'numeric' });

export const isColouredPlan = (name: string): name is Plan => plans.includes(name as Plan);

/** The four plans on offer by their names, an enterprise plan as such, any other by its id. */
export function planLabel(intl: IntlShape, name: string): string {
  if (isColouredPlan(name)) return intl.formatMessage(m[`plan_${name}`]);
  if (name.toUpperCase() === 'CANCELED') return intl.formatMessage(m.planCancelled);
  if (name.startsWith('ent')) return intl.formatMessage(m.planEnterprise);
  return name;
}
