import { useSuspenseQuery } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { currentUserQuery } from '../../api/queries';
import { accountLanguage } from '../../features/auth';
import type { Country } from '../../features/business';
import { countryList, platformOf } from '../../features/shell';

/**
 * The admin's business as the user carries it. The guard lets only admins in, so a user
 * without one here is a page that does not exist for them.
 */
export function useAdminBusiness() {
  const { data: user } = useSuspenseQuery(currentUserQuery());
  if (!user.business) throw notFound();
  return user.business;
}

/** Spec 9's country order for this platform, named in the UI language. */
export function useCountries(): Country[] {
  const { locale } = useIntl();
  return useMemo(() => countryList(locale, platformOf(window.location.hostname)), [locale]);
}

/** The language a new account gets: the page's, among those an account can choose. */
export function useSignupLanguage() {
  return accountLanguage(useIntl().locale);
}
