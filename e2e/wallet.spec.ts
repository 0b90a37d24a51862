import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { generateMnemonic, validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { bytesToHex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { DEMO, loginByApi } from './support/app';
import { expectNoSeriousAxeFindings } from './support/axe';

// Wallet sign-up and sign-in (issue 10; docs/decisions/0100-wallet-on-the-device.md, 0101-sign-in-with-ethereum.md):
// a wallet made on the phone, confirmed, signed in with; restored on a fresh browser context into the same
// account. Every request the browser makes is recorded: none may carry a word of the phrase or the key.

/**
 * records what every request of a context carries: its query string and its body (API calls also by path, so
 * the check below can tell the wallet calls went out; asset paths such as file-text-….js are not data)
 */
function recordRequests(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('request', (r) => {
    const url = new URL(r.url());
    const path = url.pathname.startsWith('/api/') ? url.pathname : '';
    seen.push(`${path}${url.search}\n${r.postData() ?? ''}`);
  });
  return seen;
}

function expectNothingSecret(requests: string[], phrase: string) {
  const account = mnemonicToAccount(phrase);
  const key = bytesToHex(account.getHdKey().privateKey!).slice(2);
  expect(requests.length).toBeGreaterThan(0);
  // the wallet calls did go out: the check below looks at real sign-in traffic
  expect(requests.some((r) => r.includes('/api/auth/user/wallet_login'))).toBe(true);
  // any two neighbouring words of the phrase, in its order: a single word alone is no sign of a leak, as the
  // sign-in message itself says "sign", "account"… and a random phrase now and then holds one of them
  const list = phrase.split(' ');
  const pairs = list.slice(1).map((word, i) => `${list[i]}\\W+${word}`);
  const words = new RegExp(`\\b(${pairs.join('|')})\\b`, 'i');
  const carrying = requests.filter((body) => body.toLowerCase().includes(key) || words.test(body));
  expect(carrying).toEqual([]);
}

async function storedUserId(page: Page) {
  return page.evaluate(() => localStorage.getItem('user_id'));
}

async function readPhrase(page: Page): Promise<string> {
  const words = await page.getByTestId('wallet-phrase').locator('li span:last-child').allTextContents();
  expect(words).toHaveLength(12);
  return words.map((w) => w.trim()).join(' ');
}

async function confirmPhrase(page: Page, phrase: string) {
  await expect(page.getByText('Tap the words in the order you wrote them down.')).toBeVisible();
  // a wrong word first: the screen says which position it wanted
  const words = phrase.split(' ');
  const wrong = words.find((w) => w !== words[0])!;
  await page.getByRole('button', { name: wrong, exact: true }).first().click();
  await expect(page.getByRole('alert')).toHaveText(/not word 1/);
  for (const word of words) {
    await page.getByRole('button', { name: word, exact: true }).and(page.locator(':enabled')).first().click();
  }
}

test('create a wallet, confirm it, sign in; log out; the passcode opens it again; a fresh browser restores it into the same account', async ({
  page,
  browser,
}, testInfo) => {
  // two devices, key derivation and 600 000 PBKDF2 rounds twice: longer than the default
  test.setTimeout(120_000);
  const requests = recordRequests(page.context());
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with a wallet' }).click();
  await expect(page).toHaveURL('/signup-login-wallet');
  await page.getByRole('link', { name: /Create a new wallet/ }).click();
  await expect(page).toHaveURL('/create-wallet-phrase');
  await expect(page.getByText('Write these words down, in order, and keep them secret.')).toBeVisible();
  const phrase = await readPhrase(page);
  await page.screenshot({ path: testInfo.outputPath('wallet-phrase.png') });
  await page.getByText('I sell').click();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByLabel('I have written down all 12 words in order.').check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await confirmPhrase(page, phrase);
  await page.getByLabel('Passcode', { exact: true }).fill('harbour 42');
  await page.getByLabel('Repeat the passcode').fill('harbour 42');
  await page.screenshot({ path: testInfo.outputPath('wallet-protect.png') });
  await page.getByRole('button', { name: 'Keep it, locked with this passcode' }).click();
  // a new account continues with onboarding (docs/decisions/0058)
  await expect(page).toHaveURL('/signup-terms-condition', { timeout: 20_000 });
  const userId = await storedUserId(page);
  expect(userId).toBeTruthy();
  expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('s');
  // only the locked copy is stored: no word of the phrase in local storage
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  for (const word of phrase.split(' ')) expect(stored).not.toMatch(new RegExp(`\\b${word}\\b`));
  expect(stored).toContain('stallfeed.wallet');

  // log out, then sign in with the passcode of the wallet kept on this phone
  await page.goto('/');
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect.poll(() => storedUserId(page)).toBeNull();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with a wallet' }).click();
  await expect(page.getByText('Wallet on this phone')).toBeVisible();
  await page.getByLabel('Passcode').fill('wrong passcode');
  await page.getByRole('button', { name: 'Sign in with this wallet' }).click();
  await expect(page.getByText('That passcode does not unlock this wallet.')).toBeVisible();
  await page.getByLabel('Passcode').fill('harbour 42');
  await page.getByRole('button', { name: 'Sign in with this wallet' }).click();
  await expect(page).toHaveURL('/', { timeout: 20_000 });
  expect(await storedUserId(page)).toBe(userId);
  expectNothingSecret(requests, phrase);

  // another device: a fresh browser context, nothing stored
  const other = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    locale: 'en-US',
    baseURL: testInfo.project.use.baseURL,
  });
  const otherRequests = recordRequests(other);
  const phone = await other.newPage();
  await phone.goto('/login');
  await phone.getByRole('link', { name: 'Continue with a wallet' }).click();
  await expect(phone.getByText('Wallet on this phone')).toHaveCount(0);
  await phone.getByRole('link', { name: /I have a recovery phrase/ }).click();
  await expect(phone).toHaveURL('/enter-sercet-phrase');
  // the first word misspelt: pointed out, with the right word among the suggestions
  const words = phrase.split(' ');
  const typo = `${words[0]}q`;
  await phone.getByLabel('Recovery phrase').fill([typo, ...words.slice(1)].join(' '));
  await phone.getByRole('button', { name: 'Continue' }).click();
  await expect(phone.getByRole('alert')).toContainText(`Word 1, “${typo}”, is not in the word list.`);
  await phone.screenshot({ path: testInfo.outputPath('wallet-restore-typo.png') });
  await phone.getByRole('button', { name: words[0], exact: true }).click();
  await phone.getByRole('button', { name: 'Continue' }).click();
  await expect(phone.getByText(mnemonicToAccount(phrase).address.slice(0, 6))).toBeVisible();
  await phone.getByRole('button', { name: "Don't keep it on this phone" }).click();
  await expect(phone).toHaveURL('/', { timeout: 20_000 });
  expect(await storedUserId(phone)).toBe(userId);
  expect(await phone.evaluate(() => localStorage.getItem('stallfeed.wallet'))).toBeNull();
  expectNothingSecret(otherRequests, phrase);
  await other.close();
});

test('a wrong checksum is refused on the phone, before anything is sent', async ({ page }) => {
  const requests = recordRequests(page.context());
  await page.goto('/enter-sercet-phrase');
  // two words swapped; about one swap in 16 keeps a valid checksum, so swap until it does not
  let words: string[];
  do {
    words = generateMnemonic(wordlist).split(' ');
    [words[0], words[1]] = [words[1]!, words[0]!];
  } while (validateMnemonic(words.join(' '), wordlist));
  await page.getByLabel('Recovery phrase').fill(words.join(' '));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText('they are not a recovery phrase');
  expect(requests.filter((r) => r.includes('/api/auth/user/wallet'))).toEqual([]);
});

test('/security links a wallet to an email account and unlinks it', async ({ page }) => {
  await loginByApi(page, DEMO.customer2);
  const phrase = generateMnemonic(wordlist);
  const address = mnemonicToAccount(phrase).address;
  await page.goto('/security');
  await expect(page.getByRole('heading', { name: 'Wallets' })).toBeVisible();
  await page.getByRole('link', { name: 'Link a wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Link a wallet' })).toBeVisible();
  await page.getByRole('link', { name: /I have a recovery phrase/ }).click();
  await page.getByLabel('Recovery phrase').fill(phrase);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: "Don't keep it on this phone" }).click();
  await expect(page).toHaveURL('/security', { timeout: 20_000 });
  await expect(page.getByText(address)).toBeVisible();
  await page.getByRole('button', { name: 'Unlink' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unlink' }).click();
  await expect(page.getByText(address)).toHaveCount(0);
  await expect(page.getByText('No wallet is linked.', { exact: false })).toBeVisible();
});

test('the wallet screens have no serious accessibility findings', async ({ page }) => {
  await page.goto('/signup-login-wallet');
  await expect(page.getByRole('heading', { name: 'Continue with a wallet' })).toBeVisible();
  await expectNoSeriousAxeFindings(page, '/signup-login-wallet');
  await page.goto('/create-wallet-phrase');
  await expect(page.getByTestId('wallet-phrase')).toBeVisible();
  await expectNoSeriousAxeFindings(page, '/create-wallet-phrase (phrase)');
  await page.getByLabel('I have written down all 12 words in order.').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Tap the words in the order you wrote them down.')).toBeVisible();
  await expectNoSeriousAxeFindings(page, '/create-wallet-phrase (confirm)');
  await page.goto('/enter-sercet-phrase');
  await page.getByLabel('Recovery phrase').fill('abandon abandn');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoSeriousAxeFindings(page, '/enter-sercet-phrase (misspelt word)');
});

test('a browser wallet (window.ethereum) signs the same message and signs in', async ({ page }) => {
  // an EIP-1193 wallet whose key lives outside the page (here: in the test), as in a wallet extension
  const key = mnemonicToAccount(generateMnemonic(wordlist));
  const asked: string[] = [];
  await page.exposeFunction('__testWalletSign', async (hex: `0x${string}`) =>
    key.signMessage({ message: { raw: hex } }),
  );
  await page.exposeFunction('__testWalletAsked', (method: string) => {
    asked.push(method);
  });
  await page.addInitScript((address) => {
    const w = window as unknown as {
      ethereum: unknown;
      __testWalletSign(hex: string): Promise<string>;
      __testWalletAsked(method: string): Promise<void>;
    };
    w.ethereum = {
      async request({ method, params }: { method: string; params?: unknown[] }) {
        await w.__testWalletAsked(method);
        if (method === 'eth_requestAccounts') return [address];
        if (method === 'personal_sign') {
          if (String(params?.[1]).toLowerCase() !== address.toLowerCase()) throw new Error('wrong account');
          return w.__testWalletSign(params?.[0] as string);
        }
        throw new Error(`unsupported ${method}`);
      },
    };
  }, key.address);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with a wallet' }).click();
  await page.getByRole('button', { name: 'Use my browser wallet' }).click();
  await expect(page).toHaveURL('/signup-terms-condition', { timeout: 20_000 });
  expect(asked).toEqual(['eth_requestAccounts', 'personal_sign']);
  const userId = await storedUserId(page);

  // the same browser wallet again: the same account, straight home
  await page.evaluate(() => {
    for (const k of ['token', 'role', 'user_id', 'email']) {
      localStorage.removeItem(k);
      sessionStorage.removeItem(k);
    }
  });
  await page.goto('/signup-login-wallet');
  await page.getByRole('button', { name: 'Use my browser wallet' }).click();
  await expect(page).toHaveURL('/', { timeout: 20_000 });
  expect(await storedUserId(page)).toBe(userId);

  // /security of a wallet-only account: no email yet, the wallet, and the way to a password
  await page.goto('/security');
  await expect(page.getByText('Your account has no email yet.')).toBeVisible();
  await expect(page.getByText(key.address)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Set a password' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('security-wallet-only.png'), fullPage: true });
  // the last way in cannot be unlinked
  await page.getByRole('button', { name: 'Unlink' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unlink' }).click();
  await expect(page.getByRole('alert')).toContainText('This wallet is the only way into your account.');
  await expect(page.getByText(key.address)).toBeVisible();
});
