import fs from 'node:fs';

/** How the project launches Chromium for end-to-end tests and harnesses (the apt build, not Playwright's download). */

/** Debian's Chromium, the browser a person runs: Lighthouse, the screenshots judged by eye and the page-weight bench. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser tests' Chromium: Debian's headless shell (package chromium-headless-shell), the same release's engine
 * without the browser's own window, which is what Playwright runs headless tests in with its own downloads. The full
 * browser draws a window with a toolbar of its own for every test's context, in a renderer of its own, and nobody
 * looks at it: on this machine the same 13 tests took 66 s in it and 50 s in the shell (docs/quality.md, "Test run
 * time"). Where the shell is not installed, the full browser.
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

/** Headless in containers: no sandbox (no user namespaces), no GPU, and no background traffic to Google. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Flags that replace the camera with a video file (.y4m or .mjpeg, see fake-camera.ts) and grant
 * the camera permission without a prompt. Chromium loops the file for as long as the track runs.
 */
export function fakeCameraArgs(file: string): string[] {
  return [
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${file}`,
    '--use-fake-ui-for-media-stream',
  ];
}

/** Options for Playwright's `chromium.launch` of the tests' Chromium (or another), optionally with a fake camera file. */
export function chromiumLaunchOptions(
  fakeCameraFile?: string,
  executablePath: string = TEST_CHROMIUM_PATH,
): { executablePath: string; args: string[] } {
  return {
    executablePath,
    args: [...CHROMIUM_ARGS, ...(fakeCameraFile ? fakeCameraArgs(fakeCameraFile) : [])],
  };
}
