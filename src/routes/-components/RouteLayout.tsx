import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { BILLING_PLAN_PATH, PaymentIssuesBanner } from '../../features/billing';
import { useSettingsSave } from '../../features/profile';
import {
  languageToApply,
  PageLayout,
  signedInLayouts,
  switchLanguage,
  type AppLanguage,
  type Layout,
  type LayoutOptions,
} from '../../features/shell';
import { notify } from '../../ui';
import { currentUserQuery } from '../../api/queries';
import { shellAccountOf } from './shell-account';

function SignedIn({
  layout,
  options,
  children,
}: {
  layout: Layout;
  options?: LayoutOptions;
  children: ReactNode;
}) {
  // The root guard has loaded the user before any signed-in page renders.
  const { data: user } = useSuspenseQuery(currentUserQuery());
  const { locale } = useIntl();
  const accountLanguage = user.attributes.lang?.[0];
  // The account's language wins over the device's: after sign-in, and on every device.
  useEffect(() => {
    const wanted = languageToApply(accountLanguage, locale);
    if (wanted) switchLanguage(wanted);
  }, [accountLanguage, locale]);
  // The header's menu changes the account's language, else the account would switch it back.
  const { save } = useSettingsSave(user, notify);
  // The billing page says it itself, with the card action beside it.
  const onBillingPage = useRouterState({
    select: (state) => state.location.pathname === BILLING_PLAN_PATH,
  });
  const onLanguageChange = async (chosen: AppLanguage) => {
    if (await save({ lang: chosen })) switchLanguage(chosen);
  };
  return (
    <PageLayout
      layout={layout}
      account={shellAccountOf(user)}
      options={options}
      onLanguageChange={(chosen) => void onLanguageChange(chosen)}
      notice={
        layout === 'admin' && !onBillingPage && <PaymentIssuesBanner business={user.business} />
      }
    >
      {children}
    </PageLayout>
  );
}

/** The leaf route's layout; only the signed-in ones read the user. */
export function RouteLayout({
  layout,
  options,
  children,
}: {
  layout: Layout;
  options?: LayoutOptions;
  children: ReactNode;
}) {
  if (signedInLayouts.includes(layout)) {
    return (
      <SignedIn layout={layout} options={options}>
        {children}
      </SignedIn>
    );
  }
  return <PageLayout layout={layout}>{children}</PageLayout>;
}
