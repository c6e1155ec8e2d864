import type { RootStore } from '@site/stores';

/**
 * After login or registration (spec 1 §4, spec 2 §4): the player is signed in at once (the
 * accounts store loads on the new user id), then the config is reloaded and the session read
 * back, so flags that depend on who is signed in and the server's view of the session agree.
 */
export async function completeSignIn(store: RootStore, userId: number): Promise<void> {
  store.user.setUserId(userId);
  await Promise.all([store.settings.loadConfig(), store.user.loadSession()]);
}
