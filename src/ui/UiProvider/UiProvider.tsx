import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { I18nProvider } from 'react-aria-components';

/**
 * Hands the app's react-intl locale to react-aria, which otherwise follows the browser: date
 * segment order, number formats and react-aria's own built-in labels ("Select all",
 * calendar buttons) then match the language the user picked. Mount it inside IntlProvider.
 */
export function UiProvider({ children }: { children: ReactNode }) {
  const { locale } = useIntl();
  return <I18nProvider locale={locale}>{children}</I18nProvider>;
}
