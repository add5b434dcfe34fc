import { useLayoutEffect } from 'react';
import { useNavigate } from 'react-router';
import { setNavigator } from '../../lib/navigation/navigator';

/** Lets services outside React (http client, session) navigate through the router above it. */
export function RouterNavigator() {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    setNavigator((to, options) => void navigate(to, options));
    return () => setNavigator(null);
  }, [navigate]);
  return null;
}
