import type { components } from '../../../../openapi/schema.gen';

export type MaintenanceNotice = components['schemas']['MaintenanceNotice'];
export type StatusComponent = components['schemas']['StatusComponent'];
export type StatusSummary = components['schemas']['StatusSummary'];
export type BuildInfo = components['schemas']['BuildInfo'];

/**
 * Where maintenance notices and component states come from. The local sandbox (the default)
 * answers from configuration and the app's own health; a hosted status page can replace it.
 */
export interface StatusPage {
  /** The announced or running maintenance at `now`, else null. */
  maintenance(now: Date): Promise<MaintenanceNotice | null>;
  components(): Promise<StatusComponent[]>;
}
