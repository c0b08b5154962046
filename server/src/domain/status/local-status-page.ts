import { isNoticeActive } from './maintenance-notice';
import type { MaintenanceNotice, StatusComponent, StatusPage } from './types';

/** One monitored part of the app: a cheap check that throws when the part is down. */
export interface HealthProbe {
  id: string;
  name: string;
  check(): Promise<void>;
}

// A probe that hangs counts as down; the summary is polled every minute and must answer.
const PROBE_TIMEOUT_MS = 2_000;

async function probe({ id, name, check }: HealthProbe): Promise<StatusComponent> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return { id, name, status: 'operational' };
  } catch {
    return { id, name, status: 'major_outage' };
  } finally {
    clearTimeout(timer);
  }
}

/** The default status page: the configured notice and the app's own health probes. */
export function createLocalStatusPage({
  notice,
  probes,
}: {
  notice?: MaintenanceNotice;
  probes: HealthProbe[];
}): StatusPage {
  return {
    maintenance: async (now) => (notice && isNoticeActive(notice, now) ? notice : null),
    components: () => Promise.all(probes.map(probe)),
  };
}
