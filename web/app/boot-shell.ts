/**
 * index.html paints a brand bar (`#boot-shell`) before the app's script has loaded (docs/decisions/0253-boot-shell.md).
 * Called before the app renders, it removes the bar in the frame the app first draws something into its root: a
 * mutation observer's callback runs before the browser paints, so the bar and the app's first screen are never
 * shown together, and nothing on screen moves (the app's elements are new, the bar is gone). web/main.tsx loads the
 * page's module first (`preloadPage`), so the first thing drawn is the page in its layout, as under the data router.
 */
export function removeBootShellOnFirstDraw(root: HTMLElement): void {
  const shell = document.getElementById('boot-shell');
  if (!shell) return;
  const watch = new MutationObserver(() => {
    if (!root.firstElementChild) return;
    shell.remove();
    watch.disconnect();
  });
  watch.observe(root, { childList: true });
}
