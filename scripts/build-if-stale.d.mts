/** The web app (dist/web) built when missing or stale (scripts/build-if-stale.mjs). */
export function buildIfStale(): void;
/** The path of the compiled server (dist/server/main.mjs, with its AI engine beside it), built first when missing or stale. */
export function buildServerIfStale(): string;
export const SERVER_BUNDLE: string;
