import { appText } from '../i18n/use-translation';

/**
 * What a call says when no answer came (the network, a time-out), in the person's language: these messages are made
 * in the browser, where the server's localized messages cannot help (they read "Network error…" in English in both
 * Chinese interfaces before). The words live in the shell's text (`common.json`, loaded before the first paint), not
 * in the first load's JavaScript; English stands in until that text is there.
 */
const ENGLISH = {
  network: 'Network error. Check your connection.',
  timeout: 'The request timed out. Please try again.',
} as const;

export function transportMessage(kind: keyof typeof ENGLISH): string {
  const text = appText(`common:transport.${kind}`, { defaultValue: ENGLISH[kind] });
  return text || ENGLISH[kind];
}
