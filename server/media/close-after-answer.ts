import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/** After answering a refused upload, at most this many more bytes of its body are read (and dropped)… */
const DRAIN_MAX_BYTES = 1024 * 1024;
/** …and its connection is cut this long after the answer at the latest. */
const LINGER_MS = 2_000;

type ClosingSocket = Socket & { destroySoon?: () => void };

/**
 * For an upload answered before its body was read to the end. Call it before the answer goes out, which must
 * carry `Connection: close` so the client never reuses a connection whose request body the server stopped
 * reading. Node closes such a connection right after the answer (`socket.destroySoon()`), and closing a socket
 * with unread bytes makes the kernel send a reset, which can make a client that is still uploading lose the
 * answer. So, for this socket only, the close becomes a lingering close (as nginx does): send FIN after the
 * answer, read and drop up to DRAIN_MAX_BYTES more so a body that is nearly all sent ends cleanly, then stop
 * reading (a huge upload costs no more bandwidth) and cut the connection when the client hangs up or LINGER_MS
 * has passed.
 */
export function closeAfterAnswer(req: IncomingMessage): void {
  const socket: ClosingSocket = req.socket;
  // the multipart parser may still be piped when a route gave up early; it gets nothing more
  req.unpipe();
  req.pause();
  socket.destroySoon = () => {
    if (socket.destroyed) return;
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
    socket.end();
    let drained = 0;
    const onData = (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > DRAIN_MAX_BYTES) {
        req.off('data', onData);
        req.pause();
      }
    };
    req.on('data', onData);
    req.once('end', () => socket.destroy());
    req.resume();
  };
}
