import { useCallback } from 'react';
import { useStores } from '@site/stores';
import { useAuthEnv } from './auth-env';
import { afterAuthTarget } from './return-target';

/** Goes where spec 1 §4 says a fresh sign-in goes: return URL, else previous route, else home. */
export function useGoAfterAuth(): () => void {
  const env = useAuthEnv();
  const { settings } = useStores();
  return useCallback(() => {
    env.navigate(afterAuthTarget({ search: env.search(), previous: env.previous(), lang: settings.language, origin: env.origin() }));
  }, [env, settings]);
}
