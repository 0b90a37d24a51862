import { EMPTY_DRAFT, type PostDraft } from './PostFields';

/**
 * The draft of the add-post PAGE (`/addPost` → `/post-upload-img`), kept in memory while the seller moves between
 * the two routes (each is its own route, so the page remounts). Navigations inside the flow carry
 * `state: { addPostFlow: true }`; arriving any other way starts a fresh draft, as opening the sheet does (docs/product.md §4).
 * A reload of step 2 finds no draft and goes back to step 1.
 */
let saved: PostDraft = EMPTY_DRAFT;

export const ADD_POST_FLOW_STATE = { addPostFlow: true } as const;

export function inAddPostFlow(state: unknown): boolean {
  return (state as { addPostFlow?: unknown } | null)?.addPostFlow === true;
}

export function readPageDraft(): PostDraft {
  return saved;
}

export function writePageDraft(draft: PostDraft): void {
  saved = draft;
}

export function clearPageDraft(): void {
  saved = EMPTY_DRAFT;
}
