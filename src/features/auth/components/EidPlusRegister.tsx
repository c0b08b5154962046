import { problemMessage } from '../../../api/problem';
import { useRegister } from '../api/signup';
import { RegisterForm } from './RegisterForm';

export interface EidPlusRegisterProps {
  token: string;
  email: string;
  /** The name the provider confirmed; the server takes it from the identity anyway. */
  verifiedName: { firstName: string; lastName: string };
  onRegistered: () => void;
}

/** The eID+ sign-up's last step: the account, with the verified name shown, not asked for. */
export function EidPlusRegister({
  token,
  email,
  verifiedName,
  onRegistered,
}: EidPlusRegisterProps) {
  const register = useRegister();
  return (
    <RegisterForm
      email={email}
      verifiedName={verifiedName}
      submitting={register.isPending}
      error={register.isError ? problemMessage(register.error) : null}
      onSubmit={(values) =>
        register.mutate({ body: { ...values, token } }, { onSuccess: onRegistered })
      }
    />
  );
}
