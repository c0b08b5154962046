import { useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { components } from '../../../openapi/schema.gen';
import { UpgradePage, type UpgradeSearch } from '../../features/billing';
import { businessCreateOf, CompanyForm } from '../../features/business';
import { currencyFor, formatMoney } from '../../features/shell';
import { useCountries } from './business';

type UserBusiness = components['schemas']['UserBusiness'];

/**
 * Both upgrade pages, composed here because features do not import one another: billing's
 * page with the shell's money and country rules and, for a free user, the business
 * feature's company form.
 */
export function UpgradeRouteContent({
  business,
  search,
}: {
  business: UserBusiness | null;
  search: UpgradeSearch;
}) {
  const { locale } = useIntl();
  const navigate = useNavigate();
  const countries = useCountries();
  return (
    <UpgradePage
      business={business}
      search={search}
      defaultCurrency={currencyFor(locale)}
      defaultCountry={countries[0]?.code ?? 'CH'}
      formatMoney={(amount, currency) => formatMoney(locale, amount, currency)}
      companyForm={({ submitLabel, submitting, onSubmit }) => (
        <CompanyForm
          countries={countries}
          submitLabel={submitLabel}
          submitting={submitting}
          onSubmit={(values) => onSubmit(businessCreateOf(values))}
        />
      )}
      // The user was refreshed with the payment: the guard now sees the new admin.
      onUpgraded={() => void navigate({ to: '/business/welcome', replace: true })}
      onReturnRead={() =>
        void navigate({
          to: '.',
          search: ({ plan, cycle, seats, ref }: UpgradeSearch) => ({ plan, cycle, seats, ref }),
          replace: true,
        })
      }
    />
  );
}
