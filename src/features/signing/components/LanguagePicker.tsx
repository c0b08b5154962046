import { useIntl } from 'react-intl';
import { SelectMenu } from '../../../ui';
import { languageNames } from '../messages';

/** In direct-sign mode all four languages are offered, Italian included (spec §1). */
const directSignLanguages = ['en-gb', 'de-ch', 'fr-ch', 'it'] as const;

/**
 * The guest's language: the app picks its catalogue at start from `?lang=` (and remembers
 * it), so a change reloads the page with the new query.
 */
export function LanguagePicker() {
  const intl = useIntl();
  const current = directSignLanguages.find((locale) => locale === intl.locale) ?? 'en-gb';
  return (
    <SelectMenu
      label={intl.formatMessage(languageNames.label)}
      selectedKey={current}
      onSelectionChange={(locale) => {
        const url = new URL(window.location.href);
        url.searchParams.set('lang', locale);
        window.location.assign(url.href);
      }}
      options={directSignLanguages.map((locale) => ({
        id: locale,
        label: intl.formatMessage(languageNames[locale]),
        lang: locale,
      }))}
    />
  );
}
