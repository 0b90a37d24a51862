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
 */
export async function startReferenceProxy(appUrl: string) {
  const app = new URL(appUrl);
  const pages = new Map<string, string>();
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
      { host: app.hostname, port: app.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
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
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
