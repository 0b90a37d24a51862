/**
 * Work other features need right after a login (e.g. the market merges the local cart into the
 * server cart). Features register a hook; a failing hook never blocks the login itself.
 */
type Hook = () => Promise<void>;
const hooks: Hook[] = [];

export function onAfterLogin(hook: Hook): void {
  if (!hooks.includes(hook)) hooks.push(hook);
}

export async function runAfterLogin(): Promise<void> {
  for (const hook of hooks) {
    try {
      await hook();
    } catch (err) {
      console.warn('after-login step failed', err);
    }
  }
}
