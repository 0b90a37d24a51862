import type { Locale } from '../../contract/localized-message';
import type { MailMessage } from './mailer';

/**
 * The mails the app sends, in en / zh-HK / zh-CN (the recipient's stored locale): plain text plus a
 * simple HTML part with one button-like link. Links point at the web app (PUBLIC_URL).
 */
export type MailKind =
  | 'verifyEmail'
  | 'resetPassword'
  | 'changeEmail'
  | 'emailChangeNotice'
  | 'payoutChanged'
  | 'wayInAdded'
  | 'wayInRemoved';

interface Texts {
  subject: string;
  intro: string;
  action: string;
  outro: string;
}

const TEXTS: Record<MailKind, Record<Locale, Texts>> = {
  // docs/decisions/0255-ways-in.md: the detail line names what was added or removed
  wayInAdded: {
    en: {
      subject: 'A new way to sign in was added to your Stallfeed account',
      intro: 'A new way to sign in to your Stallfeed account was just added:',
      action: 'Not you? Remove it and log out every device',
      outro:
        'The link removes it and ends every session (a new password stops working: choose another with "Forgot password"). If it was you, there is nothing to do.',
    },
    'zh-HK': {
      subject: '你的 Stallfeed 帳戶新增了登入方式',
      intro: '你的 Stallfeed 帳戶剛新增了一種登入方式：',
      action: '不是你？移除它並登出所有裝置',
      outro:
        '連結會移除它並結束所有登入（新密碼會失效：請用「忘記密碼」另設一個）。如果是你本人，則無需理會。',
    },
    'zh-CN': {
      subject: '你的 Stallfeed 账户新增了登录方式',
      intro: '你的 Stallfeed 账户刚新增了一种登录方式：',
      action: '不是你？移除它并退出所有设备',
      outro: '链接会移除它并结束所有登录（新密码会失效：请用“忘记密码”另设一个）。如果是你本人，则无需理会。',
    },
  },
  wayInRemoved: {
    en: {
      subject: 'A way to sign in was removed from your Stallfeed account',
      intro: 'A way to sign in to your Stallfeed account was just removed:',
      action: 'Not you? Check your account’s security',
      outro: 'If it was you, there is nothing to do.',
    },
    'zh-HK': {
      subject: '你的 Stallfeed 帳戶移除了登入方式',
      intro: '你的 Stallfeed 帳戶剛移除了一種登入方式：',
      action: '不是你？查看帳戶安全',
      outro: '如果是你本人，則無需理會。',
    },
    'zh-CN': {
      subject: '你的 Stallfeed 账户移除了登录方式',
      intro: '你的 Stallfeed 账户刚移除了一种登录方式：',
      action: '不是你？查看账户安全',
      outro: '如果是你本人，则无需理会。',
    },
  },
  payoutChanged: {
    en: {
      subject: 'Where your Stallfeed payments go was changed',
      intro:
        'Your FPS ID, bank account or a payment QR code was just changed on your Stallfeed account. Buyers now pay where the new details say.',
      action: 'Not you? Undo the change and log out every device',
      outro:
        'The link puts back the previous details, pauses payout changes for 7 days and ends every session: then change your password. If it was you, there is nothing to do.',
    },
    'zh-HK': {
      subject: '你的 Stallfeed 收款資料已更改',
      intro: '你的 Stallfeed 帳戶剛更改了轉數快識別碼、銀行帳戶或收款二維碼。買家現在會按新資料付款。',
      action: '不是你？撤銷更改並登出所有裝置',
      outro:
        '連結會恢復之前的資料、暫停更改收款資料 7 日並結束所有登入：之後請更改密碼。如果是你本人，則無需理會。',
    },
    'zh-CN': {
      subject: '你的 Stallfeed 收款资料已更改',
      intro: '你的 Stallfeed 账户刚更改了转数快识别码、银行账户或收款二维码。买家现在会按新资料付款。',
      action: '不是你？撤销更改并退出所有设备',
      outro:
        '链接会恢复之前的资料、暂停更改收款资料 7 天并结束所有登录：之后请更改密码。如果是你本人，则无需理会。',
    },
  },
  emailChangeNotice: {
    en: {
      subject: 'Your Stallfeed email is being changed',
      intro:
        'Someone logged in to your Stallfeed account asked to move it to another email address. It changes only when the link sent to that address is opened.',
      action: 'Not you? Change your password and log out other devices',
      outro: 'If it was you, there is nothing to do.',
    },
    'zh-HK': {
      subject: '你的 Stallfeed 電郵正被更改',
      intro: '有人登入你的 Stallfeed 帳戶，要求改用另一個電郵地址。只有在該地址收到的連結被開啟後才會更改。',
      action: '不是你？請更改密碼並登出其他裝置',
      outro: '如果是你本人，則無需理會。',
    },
    'zh-CN': {
      subject: '你的 Stallfeed 邮箱正被更改',
      intro: '有人登录你的 Stallfeed 账户，请求改用另一个邮箱地址。只有在该地址收到的链接被打开后才会更改。',
      action: '不是你？请更改密码并退出其他设备',
      outro: '如果是你本人，则无需理会。',
    },
  },
  verifyEmail: {
    en: {
      subject: 'Confirm your email for Stallfeed',
      intro: 'Welcome to Stallfeed! Please confirm that this is your email address.',
      action: 'Confirm my email',
      outro: 'The link works for 3 days. If you did not create an account, ignore this mail.',
    },
    'zh-HK': {
      subject: '確認你在 Stallfeed 的電郵',
      intro: '歡迎使用 Stallfeed！請確認這是你的電郵地址。',
      action: '確認我的電郵',
      outro: '此連結 3 日內有效。如你沒有建立帳戶，請忽略此郵件。',
    },
    'zh-CN': {
      subject: '确认你在 Stallfeed 的邮箱',
      intro: '欢迎使用 Stallfeed！请确认这是你的邮箱地址。',
      action: '确认我的邮箱',
      outro: '此链接 3 天内有效。如果你没有创建账户，请忽略此邮件。',
    },
  },
  resetPassword: {
    en: {
      subject: 'Reset your Stallfeed password',
      intro: 'Someone (hopefully you) asked to reset the password of your Stallfeed account.',
      action: 'Choose a new password',
      outro:
        'The link works once, for 30 minutes. If you did not ask for it, ignore this mail: your password stays as it is.',
    },
    'zh-HK': {
      subject: '重設你的 Stallfeed 密碼',
      intro: '有人（希望是你）要求重設你的 Stallfeed 帳戶密碼。',
      action: '設定新密碼',
      outro: '此連結只可使用一次，30 分鐘內有效。如非你本人要求，請忽略此郵件，你的密碼不會改變。',
    },
    'zh-CN': {
      subject: '重置你的 Stallfeed 密码',
      intro: '有人（希望是你）请求重置你的 Stallfeed 账户密码。',
      action: '设置新密码',
      outro: '此链接只能使用一次，30 分钟内有效。如非你本人请求，请忽略此邮件，你的密码不会改变。',
    },
  },
  changeEmail: {
    en: {
      subject: 'Confirm your new email for Stallfeed',
      intro: 'You asked to use this address for your Stallfeed account. It takes effect once you confirm.',
      action: 'Use this email',
      outro: 'The link works for 3 days. If you did not ask for this, ignore this mail.',
    },
    'zh-HK': {
      subject: '確認你在 Stallfeed 的新電郵',
      intro: '你要求把此地址用於你的 Stallfeed 帳戶，確認後才會生效。',
      action: '使用此電郵',
      outro: '此連結 3 日內有效。如非你本人要求，請忽略此郵件。',
    },
    'zh-CN': {
      subject: '确认你在 Stallfeed 的新邮箱',
      intro: '你请求把此地址用于你的 Stallfeed 账户，确认后才会生效。',
      action: '使用此邮箱',
      outro: '此链接 3 天内有效。如非你本人请求，请忽略此邮件。',
    },
  },
};

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function isLocale(value: string): value is Locale {
  return value === 'en' || value === 'zh-HK' || value === 'zh-CN';
}

/** `detail`: a line after the intro (what was added or removed), already in the mail's language */
export function renderMail(
  kind: MailKind,
  locale: string,
  to: string,
  link: string,
  detail?: string,
): MailMessage {
  const t = TEXTS[kind][isLocale(locale) ? locale : 'en'];
  const intro = detail ? `${t.intro}\n${detail}` : t.intro;
  const text = `${intro}\n\n${t.action}:\n${link}\n\n${t.outro}\n\n— Stallfeed\n`;
  const html = `<!doctype html><html lang="${escapeHtml(locale)}"><body style="font-family:sans-serif;color:#111;line-height:1.5">
<p>${escapeHtml(t.intro)}</p>${detail ? `\n<p><strong>${escapeHtml(detail)}</strong></p>` : ''}
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;border-radius:12px;background:#db2777;color:#fff;text-decoration:none;font-weight:600">${escapeHtml(t.action)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(link)}</p>
<p style="font-size:13px;color:#555">${escapeHtml(t.outro)}</p>
<p>— Stallfeed</p>
</body></html>`;
  return { to, subject: t.subject, text, html, link };
}
