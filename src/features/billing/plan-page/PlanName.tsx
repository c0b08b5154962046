import { useIntl } from 'react-intl';
import { PlanBadge } from '../../../ui';
import { isColouredPlan, planLabel } from './format';

/** A plan's name, in the plan's colour when the design has one for it. */
export function PlanName({ name }: { name: string }) {
  const intl = useIntl();
  const label = planLabel(intl, name);
  return isColouredPlan(name) ? <PlanBadge plan={name}>{label}</PlanBadge> : <>{label}</>;
}
