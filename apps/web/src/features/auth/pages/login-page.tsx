import { useLocation } from 'react-router';
import { AuthScreen } from '../components/auth-screen';
import { LoginForm } from '../components/login-form';

function textIn(state: unknown, key: string): string | undefined {
  if (typeof state !== 'object' || state === null || !(key in state)) return undefined;
  const value: unknown = Reflect.get(state, key);
  return typeof value === 'string' ? value : undefined;
}

/** `/login`: the login modal; after a password reset the route state brings a notice and the e-mail. */
export function LoginPage() {
  const { state } = useLocation();
  return (
    <AuthScreen>
      <LoginForm notice={textIn(state, 'notice')} email={textIn(state, 'email')} />
    </AuthScreen>
  );
}
