import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The static reference of issue 28's first target: a page with the same largest element as the app's page (its
 * hero photo, the very file the app showed, or its heading) at the same place, and no script. Lighthouse measures
 * both through one origin, so the network it simulates is the same, and the app's LCP is read as a ratio of the
 * reference's (target: within 1.25 ×).
 */

/** The largest element of a page as Lighthouse reports it. */
export interface LargestElement {
  /** the image file the page showed (its path), or none for a text element */
  image?: string;
  text?: string;
  rect: { top: number; left: number; width: number; height: number };
}

/** What the reference page is: the element alone, where the app drew it, with no script and no other file. */
export function referenceHtml(largest: LargestElement): string {
  const { top, left, width, height } = largest.rect;
  const place = `position:absolute;top:${top}px;left:${left}px;width:${width}px;height:${height}px;margin:0`;
  const element = largest.image
    ? `<img src="${escapeHtml(largest.image)}" alt="" style="${place};object-fit:cover">`
    : `<h1 style="${place};font:700 24px/32px system-ui,sans-serif">${escapeHtml(largest.text ?? '')}</h1>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Reference</title></head><body style="margin:0">${element}</body></html>`;
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * One origin for the app and its references: `/__reference/<name>` answers the reference page set under that
 * name; every other request goes to the app's server as it came.
 *
 * A request whose client goes away before its answer ends is cut upstream too, and `close()` cuts whatever is
 * still open: the app's pages hold a live-stock event stream (`/api/user/notification/stream?public=1`) that never
 * ends by itself, and one left open upstream is an active connection the app's server waits on when it stops
 * (neither its idle-connection reaper nor Fastify closes it), so the stop would never return.
 */
export async function startReferenceProxy(appUrl: string) {
  const app = new URL(appUrl);
  const pages = new Map<string, string>();
  // its own pool (keep-alive, as the default agent), so that close() can end its sockets to the app
  const agent = new http.Agent({ keepAlive: true });
  const open = new Set<http.ClientRequest>();
  const server = http.createServer((req, res) => {
    const reference = /^\/__reference\/([a-z0-9-]+)$/.exec(req.url ?? '');
    if (reference) {
      const html = pages.get(reference[1]!);
      res.writeHead(html ? 200 : 404, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
      });
      res.end(html ?? 'no such reference');
      return;
    }
    const upstream = http.request(
      { host: app.hostname, port: app.port, path: req.url, method: req.method, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    open.add(upstream);
    upstream.on('close', () => open.delete(upstream));
    upstream.on('error', () => {
      if (res.headersSent) res.destroy();
      else {
        res.writeHead(502);
        res.end();
      }
    });
    // the client left (a page navigated away, an EventSource closed, Chromium exited): cut the upstream request
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    /** sets the reference page `name`, at `${url}/__reference/${name}` */
    setPage(name: string, html: string): string {
      pages.set(name, html);
      return `${url}/__reference/${name}`;
    },
    /** stops listening and ends every connection, to its clients and to the app */
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        for (const request of open) request.destroy();
        agent.destroy();
      }),
  };
}
