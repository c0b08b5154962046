import type { MessageDescriptor } from 'react-intl';
import { plans, type Plan } from '../../../../ui';
import { messages as m } from '../messages';

const names: Record<Plan, MessageDescriptor> = {
  individual: m.individual,
  team: m.team,
  pro: m.pro,
  scale: m.scale,
};

/** One of the four plans with a colour of their own (spec 9), else null. */
export const colouredPlan = (name: string): Plan | null =>
  (plans as readonly string[]).includes(name) ? (name as Plan) : null;

/** The plan's translated name; a plan the app does not know keeps its id. */
export const planName = (name: string): MessageDescriptor | string => {
  const plan = colouredPlan(name);
  return plan ? names[plan] : name;
};
