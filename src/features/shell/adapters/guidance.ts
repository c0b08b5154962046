/** An in-app guidance tool (product tours); the sandbox default only logs. */
export interface GuidanceTool {
  start(userId: string | null): void;
  reset(): void;
  reload(): void;
  destroy(): void;
}

export interface GuidanceState {
  userId: string | null;
  plan: string | null;
  userPilotEnabled: boolean;
}

/** Spec 3: runs for the free_legacy plan or when the business setting userPilot.enabled holds. */
export function guidanceWanted({ plan, userPilotEnabled }: GuidanceState): boolean {
  return plan === 'free_legacy' || userPilotEnabled;
}

/**
 * Starts the tool when wanted, destroys it when not; while active without a user id it is
 * reset to anonymous and reloaded. Without a tool (no configuration) it does nothing.
 */
export function createGuidanceController(tool: GuidanceTool | null) {
  let active = false;
  return {
    get active() {
      return active;
    },
    update(state: GuidanceState) {
      if (!tool) return;
      const wanted = guidanceWanted(state);
      if (wanted && !active) tool.start(state.userId);
      if (!wanted && active) tool.destroy();
      active = wanted;
      if (active && !state.userId) {
        tool.reset();
        tool.reload();
      }
    },
  };
}

/** The local sandbox tool: records calls in the console so the rule is visible in dev. */
export const consoleGuidanceTool: GuidanceTool = {
  start: (userId) => console.info('[guidance] start', userId),
  reset: () => console.info('[guidance] reset to anonymous'),
  reload: () => console.info('[guidance] reload'),
  destroy: () => console.info('[guidance] destroy'),
};
