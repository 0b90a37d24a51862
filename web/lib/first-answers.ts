import type { FirstAnswer } from '../../contract/first-screens';

/**
 * The answers the page's HTML carries for the calls its first screen makes (docs/decisions/0251-first-answers.md):
 * the server answered them as for a visitor who is not signed in, so the app shows them without asking again.
 * Each is taken once, by the same call with the same input, by a visitor without a session, while it is young;
 * anything else is asked of the server as usual.
 */
export type { FirstAnswer };

/** older than this (a page kept open, restored from the disk cache) and the answers are asked for anew */
const USABLE_MS = 120_000;

let answers: FirstAnswer[] | null = null;
/** where the server's first render keeps each page's answers (web/entry-server.tsx): one list per render */
let serverSource: (() => FirstAnswer[] | undefined) | null = null;

/** The server's first render answers from its own list, per render, instead of the page's element. */
export function setFirstAnswersSource(source: () => FirstAnswer[] | undefined): void {
  serverSource = source;
}

function readAnswers(): FirstAnswer[] {
  if (serverSource) return serverSource() ?? [];
  if (answers) return answers;
  answers = [];
  const element = typeof document === 'undefined' ? null : document.getElementById('first-answers');
  if (!element?.textContent) return answers;
  element.remove();
  try {
    const payload = JSON.parse(element.textContent) as { at?: number; answers?: FirstAnswer[] };
    if (typeof payload.at === 'number' && Math.abs(Date.now() - payload.at) < USABLE_MS)
      answers = payload.answers ?? [];
  } catch {
    // a page cut short carries no answers: the calls are sent
  }
  return answers;
}

/** the same value whatever the order of its keys, with `undefined` members left out as JSON leaves them */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The inlined answer of this call with this input, once; undefined when there is none. */
export function takeFirstAnswer(path: string, input: unknown): { data: unknown } | undefined {
  const list = readAnswers();
  if (!list.length) return undefined;
  const wanted = canonical(input ?? {});
  const at = list.findIndex((a) => a.path === path && canonical(a.input) === wanted);
  if (at < 0) return undefined;
  const [answer] = list.splice(at, 1);
  return { data: answer!.data };
}
