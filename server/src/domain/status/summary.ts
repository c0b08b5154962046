import type { StatusComponent, StatusPage, StatusSummary } from './types';

const SEVERITY: Record<StatusComponent['status'], StatusSummary['status']> = {
  operational: 'operational',
  degraded_performance: 'degraded',
  partial_outage: 'outage',
  major_outage: 'outage',
  under_maintenance: 'maintenance',
};
// Worst first: an outage outweighs maintenance, which outweighs slowness.
const ORDER: StatusSummary['status'][] = ['outage', 'maintenance', 'degraded', 'operational'];

/** The worst state of any component; a running maintenance counts as maintenance. */
export function overallStatus(
  components: StatusComponent[],
  maintenanceRunning: boolean,
): StatusSummary['status'] {
  const states = new Set(components.map((component) => SEVERITY[component.status]));
  if (maintenanceRunning) states.add('maintenance');
  return ORDER.find((state) => states.has(state)) ?? 'operational';
}

export async function statusSummary(page: StatusPage, now: Date): Promise<StatusSummary> {
  const [components, maintenance] = await Promise.all([page.components(), page.maintenance(now)]);
  const running =
    maintenance !== null &&
    (!maintenance.startsAt || Date.parse(maintenance.startsAt) <= now.getTime());
  return {
    status: overallStatus(components, running),
    updatedAt: now.toISOString(),
    components,
    maintenance,
  };
}
