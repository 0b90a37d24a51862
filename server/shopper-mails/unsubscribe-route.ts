import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERRORS } from '../../contract/errors';
import type { Locale } from '../../contract/localized-message';
import { AppError } from '../http/app-error';
import { type ShopperMails, UNSUBSCRIBE_PATH } from './service';

const WORDS: Record<Locale, { title: string; ask: string; button: string; done: string; settings: string }> =
  {
    en: {
      title: 'Unsubscribe',
      ask: 'Stop the mails Stallfeed sends when a shop’s message stays unread for an hour?',
      button: 'Unsubscribe',
      done: 'Done: no more of these mails. You can turn them on again in the app: Language, then Mails.',
      settings: 'Choose which mails you get',
    },
    'zh-HK': {
      title: '取消訂閱',
      ask: '停止接收店舖訊息一小時未讀時 Stallfeed 發出的郵件？',
      button: '取消訂閱',
      done: '完成：你不會再收到這類郵件。你可以在應用程式的「語言」頁面「郵件」部分重新開啟。',
      settings: '選擇你收到的郵件',
    },
    'zh-CN': {
      title: '取消订阅',
      ask: '停止接收店铺消息一小时未读时 Stallfeed 发出的邮件？',
      button: '取消订阅',
      done: '完成：你不会再收到这类邮件。你可以在应用的“语言”页面“邮件”部分重新开启。',
      settings: '选择你收到的邮件',
    },
  };

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(locale: Locale, body: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(WORDS[locale].title)} · Stallfeed</title></head><body style="font-family:sans-serif;color:#111;line-height:1.5;max-width:28rem;margin:3rem auto;padding:0 1rem">${body}</body></html>`;
}

function tokenOf(request: FastifyRequest): string {
  const token = (request.query as { token?: unknown }).token;
  return typeof token === 'string' && token.length <= 200 ? token : '';
}

/**
 * The one-click unsubscribe of RFC 8058 (docs/decisions/0275-mails-to-shoppers.md): the address in a mail's
 * `List-Unsubscribe` header. A mail client POSTs `List-Unsubscribe=One-Click` to it (form-encoded or multipart; the
 * body is not read) with no session: the signed token in the URL names the person and the kind of mail, which is
 * turned off. A GET (a person opening the link, or a scanner following it) only shows a page whose button makes
 * that POST, so nothing is turned off by merely fetching the link. Not a JSON call of contract/: mail clients
 * send forms.
 */
export async function registerMailUnsubscribe(fastify: FastifyInstance, mails: ShopperMails): Promise<void> {
  await fastify.register(async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 16_384 }, (_req, _body, done) =>
      done(null, undefined),
    );

    app.get(UNSUBSCRIBE_PATH, async (request, reply) => {
      const token = tokenOf(request);
      const locale = await mails.localeOfToken(token);
      const w = WORDS[locale];
      const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
      return html(
        reply,
        200,
        page(
          locale,
          `<h1>${escapeHtml(w.title)}</h1><p>${escapeHtml(w.ask)}</p><form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="padding:12px 20px;border:0;border-radius:12px;background:#db2777;color:#fff;font-weight:600;font-size:16px">${escapeHtml(w.button)}</button></form>`,
        ),
      );
    });

    app.post(UNSUBSCRIBE_PATH, async (request, reply) => {
      const wantsPage = (request.headers.accept ?? '').includes('text/html');
      try {
        const { kind, locale } = await mails.unsubscribe(tokenOf(request));
        if (!wantsPage) return { success: true, data: { kind, unsubscribed: true } };
        const w = WORDS[locale];
        return html(
          reply,
          200,
          page(
            locale,
            `<h1>${escapeHtml(w.title)}</h1><p>${escapeHtml(w.done)}</p><p><a href="${escapeHtml(mails.settingsUrl())}">${escapeHtml(w.settings)}</a></p>`,
          ),
        );
      } catch (err) {
        if (!wantsPage || !(err instanceof AppError)) throw err;
        const text = ERRORS.mailUnsubscribeInvalid.message;
        const all = (['en', 'zh-HK', 'zh-CN'] as const).map(
          (l) => `<p lang="${l}">${escapeHtml(text[l])}</p>`,
        );
        return html(reply, 400, page('en', all.join('')));
      }
    });
  });
}

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
}
