/** How the project launches Chromium for end-to-end tests and harnesses (the apt build, not Playwright's download). */

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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

/** Options for Playwright's `chromium.launch`, optionally with a fake camera file. */
export function chromiumLaunchOptions(fakeCameraFile?: string): { executablePath: string; args: string[] } {
  return {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...(fakeCameraFile ? fakeCameraArgs(fakeCameraFile) : [])],
  };
}
