/** The delivery address chosen for the current checkout, shared by /checkout and /shipping (tab only). */
const KEY = 'checkoutAddress';

export function readChosenAddress(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function writeChosenAddress(id: string | null): void {
  try {
    if (id) sessionStorage.setItem(KEY, id);
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage unavailable: the choice lives only on the page
  }
}
