import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium';

// End-to-end tests drive the built app, served by the real server on a fresh SQLite database with
// demo data, in Debian's Chromium at phone size with touch.
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
// CI runs the whole suite on a 2-core machine with two browsers, the server and its image and AI work at once
// (load average above 10): an axe scan or a page load that takes 3 s here takes 20 s there. The waits say how
// long a step may take before the test is judged broken, not how fast the app must be (bench/ measures that),
// so under CI they are doubled.
const slowMachine = process.env.CI ? 2 : 1;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  timeout: 45_000 * slowMachine,
  expect: { timeout: 8_000 * slowMachine },
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: '.tmp/e2e-results.json' }]],
  outputDir: '.tmp/e2e-artifacts',
  use: {
    baseURL,
    // A tap, a wait for a response or a page load gives up after this long instead of at the test's own limit: a tap
    // on a card under a toast, or a response that never came, failed a live-order run only when the whole test
    // (4.5 min, test.slow()) ran out, with no word of which step hung
    actionTimeout: 20_000 * slowMachine,
    navigationTimeout: 30_000 * slowMachine,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    // The app's service worker precaches the whole build (476 files, 3.5 MB) in every new browser context, about 4 s
    // of CPU per test on this machine (docs/quality.md, "Test run time"). Only the files that test what it does
    // (offline, the install and the update prompt) allow it, with `test.use({ serviceWorkers: 'allow' })`.
    serviceWorkers: 'block',
    isMobile: true,
    // Layout, taps and text are the same at any pixel ratio; drawing every frame at 2× cost the suite about a sixth
    // of its CPU (docs/quality.md, "Test run time"). The tests that read pixels (a QR decoded from the screen, the
    // photo the browser picks from a srcset) ask for 2× themselves.
    deviceScaleFactor: 1,
    locale: 'en-US',
    launchOptions: chromiumLaunchOptions(),
    screenshot: 'only-on-failure',
    trace: 'on-first-retry',
  },
  projects: [{ name: 'chromium-phone' }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { PORT: String(port), E2E_PORT: String(port) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
