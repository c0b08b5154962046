import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../features/profile';
import { menuLanguages, switchLanguage } from '../../features/shell';
import { currentUserQuery } from '../../api/queries';

export const Route = createFileRoute('/profile/settings')({
  staticData: { roles: ['user'], layout: 'main' },
  loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQuery()),
  component: SettingsRoute,
});

function SettingsRoute() {
  const { data: user } = useSuspenseQuery(currentUserQuery());
  return <SettingsPage user={user} languages={menuLanguages} onLanguageSaved={switchLanguage} />;
}
