/** Spec 3 (business document): exactly these fields go to analytics, nothing else. */
export interface AnalyticsFields {
  email: string;
  business: string | null;
  username: string;
  role: 'admin' | 'user';
  plan: string | null;
  locale_code: string;
  plan_start: string | null;
}

export interface AnalyticsSource {
  user: {
    id: string;
    email: string;
    attributes?: Record<string, string[] | undefined>;
    /** `User.business`: its id, the user's role in it, its active price plan and start. */
    business: {
      id: string;
      role: 'admin' | 'member';
      pricePlan: { name: string; startAt: string };
    } | null;
  };
  locale: string;
}

/**
 * Reads the fields from the user's id, business role (isBusinessAdmin), e-mails, language, the
 * active price plan and its start, and the business id.
 */
export function analyticsFields({ user, locale }: AnalyticsSource): AnalyticsFields {
  const attribute = (name: string) => user.attributes?.[name]?.[0];
  const { business } = user;
  return {
    // The e-mail the user signs with, when set, is the one the product knows them by.
    email: attribute('signer_identity_email') || user.email,
    business: business?.id ?? null,
    username: user.id,
    role: business?.role === 'admin' ? 'admin' : 'user',
    plan: business?.pricePlan.name ?? null,
    locale_code: attribute('lang') || locale,
    plan_start: business?.pricePlan.startAt ?? null,
  };
}

export interface Analytics {
  readonly enabled: boolean;
  identify(fields: AnalyticsFields): void;
}

export interface AnalyticsTransport {
  send(key: string, fields: AnalyticsFields): void;
}

/** Off without a key; with one, the transport (a vendor snippet in production) gets the fields. */
export function createAnalytics(key: string | undefined, transport: AnalyticsTransport): Analytics {
  let last = '';
  return {
    enabled: Boolean(key),
    identify(fields) {
      const serialised = JSON.stringify(fields);
      // The same user on every navigation is one identify, not one per page.
      if (!key || serialised === last) return;
      last = serialised;
      transport.send(key, fields);
    },
  };
}
