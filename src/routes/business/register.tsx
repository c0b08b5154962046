import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { RegisterBusinessPage } from '../../features/business';
import { useCountries } from '../-components/business';
import { rememberedUcc } from '../-components/ucc';

export const Route = createFileRoute('/business/register')({
  staticData: { roles: ['user'], strict: true, layout: 'default' },
  component: RegisterBusinessRoute,
});

function RegisterBusinessRoute() {
  const navigate = useNavigate();
  return (
    <RegisterBusinessPage
      countries={useCountries()}
      ucc={rememberedUcc()}
      onCreated={() => void navigate({ to: '/business/welcome', replace: true })}
    />
  );
}
