import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { analyticsFields } from '../adapters/analytics';
import { analytics, guidance } from '../adapters/setup';
import { currentUserQuery } from '../../../api/queries';

/** Keeps analytics and in-app guidance in step with who is signed in. */
export function ShellAdapters({ signedIn }: { signedIn: boolean }) {
  const { locale } = useIntl();
  const { data: user } = useQuery({ ...currentUserQuery(), enabled: signedIn });
  useEffect(() => {
    const current = signedIn ? user : undefined;
    if (current) analytics.identify(analyticsFields({ user: current, locale }));
    guidance.update({
      userId: current?.id ?? null,
      plan: current?.attributes?.free_account_type?.[0] ?? null,
      userPilotEnabled: current?.business?.userPilotEnabled ?? false,
    });
  }, [signedIn, user, locale]);
  return null;
}
