import { randomBytes } from 'node:crypto';
import type { components } from '../../../../openapi/schema.gen';
import type { Method, Provider } from '../../domain/identification/methods';
import type { IdentityProvider, PersonToIdentify } from '../../domain/identification/provider';

type Schemas = components['schemas'];
type Event = Schemas['IdentificationWebhookEvent'];

export type Outcome = 'succeed' | 'slow' | 'fail' | 'abandon';

export interface SandboxTimings {
  /** How long the provider's review takes before the result (video agents, document checks). */
  reviewMs: number;
  /** The "slow review" outcome: a review that keeps the person waiting. */
  slowReviewMs: number;
  /** From the confirmed identity to the active certificate (the web app's activatingQES). */
  activationMs: number;
  /** How long a session stays open for the person. */
  sessionMs: number;
}

export const DEFAULT_TIMINGS: SandboxTimings = {
  reviewMs: 1_500,
  slowReviewMs: 20_000,
  activationMs: 2_500,
  sessionMs: 60 * 60_000,
};

export interface SandboxSession {
  reference: string;
  provider: Provider;
  method: Method;
  person: PersonToIdentify;
  returnUrl: string;
  expiresAt: Date;
  opened: boolean;
  finished: boolean;
}

/** Sends an event to our webhook as the provider would (signed, retried); resolves when done. */
export type Deliver = (provider: Provider, event: Event) => Promise<void>;

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * A hosted identification service of our own, standing in for SRS and Intrum: the person is
 * sent to its pages, chooses how it goes, and is sent back, while the outcome reaches our
 * webhook asynchronously, in order, after the review and activation times of a real provider.
 * Sessions live in memory: a restart ends them, as a provider's session timeout would.
 */
export function createIdentitySandbox({
  baseUrl,
  deliver,
  now,
  timings = DEFAULT_TIMINGS,
}: {
  baseUrl: string;
  deliver: Deliver;
  now: () => Date;
  timings?: SandboxTimings;
}) {
  const sessions = new Map<string, SandboxSession>();
  const timers = new Set<NodeJS.Timeout>();
  const pending = new Set<Promise<void>>();
  let closed = false;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (ms <= 0) return resolve();
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  const event = (
    session: SandboxSession,
    type: Event['type'],
    data: Omit<Event['data'], 'reference'> = {},
  ): Event => ({
    id: randomId('evt'),
    type,
    created: Math.floor(now().getTime() / 1000),
    data: { reference: session.reference, ...data },
  });

  /** Runs the steps one after another, in the background, until the session is cancelled. */
  function schedule(
    session: SandboxSession,
    steps: [delayMs: number, type: Event['type'], data?: Omit<Event['data'], 'reference'>][],
  ) {
    const run = (async () => {
      for (const [delayMs, type, data] of steps) {
        await sleep(delayMs);
        if (closed || (session.finished && type === 'identification.started')) return;
        await deliver(session.provider, event(session, type, data));
      }
    })();
    pending.add(run);
    void run.finally(() => pending.delete(run));
  }

  const live = (reference: string) => {
    const session = sessions.get(reference);
    return session && session.expiresAt > now() ? session : undefined;
  };

  const provider: IdentityProvider = {
    async start({ provider: name, method, person, returnUrl }) {
      const reference = randomId('sbx');
      const expiresAt = new Date(now().getTime() + timings.sessionMs);
      sessions.set(reference, {
        reference,
        provider: name,
        method,
        person,
        returnUrl,
        expiresAt,
        opened: false,
        finished: false,
      });
      return { reference, url: `${baseUrl}/sandbox/identification/${reference}`, expiresAt };
    },
    async cancel(reference) {
      const session = sessions.get(reference);
      if (session) session.finished = true;
    },
  };

  return {
    provider,
    session: live,
    /** The person opened the provider's page: the provider reports the identification started. */
    open(session: SandboxSession) {
      if (session.opened || session.finished) return;
      session.opened = true;
      schedule(session, [[0, 'identification.started']]);
    },
    /** The person's choice; answers where the provider sends them back. */
    finish(
      session: SandboxSession,
      outcome: Outcome,
      identity: Schemas['VerifiedIdentity'] | null,
    ) {
      if (session.finished) return session.returnUrl;
      session.finished = true;
      const started: [number, Event['type']][] = session.opened
        ? []
        : [[0, 'identification.started']];
      session.opened = true;
      const review = outcome === 'slow' ? timings.slowReviewMs : timings.reviewMs;
      if ((outcome === 'succeed' || outcome === 'slow') && identity) {
        schedule(session, [
          ...started,
          [review, 'identification.succeeded', { identity }],
          [timings.activationMs, 'certificate.ready'],
        ]);
      } else {
        schedule(session, [
          ...started,
          outcome === 'fail'
            ? [review, 'identification.failed', { reason: 'rejected' }]
            : [0, 'identification.failed', { reason: 'aborted' }],
        ]);
      }
      return session.returnUrl;
    },
    /** Resolves once every scheduled delivery has run (tests). */
    async idle() {
      while (pending.size) await Promise.all([...pending]);
    },
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

export type IdentitySandbox = ReturnType<typeof createIdentitySandbox>;
