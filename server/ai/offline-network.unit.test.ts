import dns from 'node:dns';
import net from 'node:net';
import { afterEach, expect, it, vi } from 'vitest';
import { readBarcodesIn } from './barcode';
import { readText } from './ocr';
import { renderPackage } from './testing/render-package';

/**
 * The offline provider never reaches the network (docs/decisions/0070): OCR models and the zxing .wasm are read
 * from node_modules. Every way out of this process through Node (fetch, sockets, DNS) throws while a package is
 * read for the first time (model loading included).
 */
afterEach(() => {
  vi.restoreAllMocks();
});

it('reads a package with fetch, sockets and DNS cut off', async () => {
  const attempts: string[] = [];
  const refuse = (what: string) => () => {
    attempts.push(what);
    throw new Error(`network use: ${what}`);
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(refuse('fetch'));
  vi.spyOn(net.Socket.prototype, 'connect').mockImplementation(refuse('socket'));
  vi.spyOn(dns, 'lookup').mockImplementation(refuse('dns') as unknown as typeof dns.lookup);

  const photo = await renderPackage({ name: 'DRIED MANGO', ean13: '4890000001239', hue: 40 });
  const [codes, lines] = await Promise.all([readBarcodesIn(photo), readText(photo)]);
  expect(codes).toEqual(['4890000001239']);
  expect(lines.map((l) => l.text)).toContain('DRIED MANGO');
  expect(attempts).toEqual([]);
}, 60_000);
