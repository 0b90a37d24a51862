import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A certificate made here with openssl (an EC P-256 key, valid a day) for a test's own https peer, such as a push
 * service the server trusts by PUSH_EXTRA_CA_FILE: the fresh folder holding `key.pem` and `cert.pem`, and the two
 * as an https server takes them. The push tests each made one with the same openssl call; this is the one copy.
 */
export function selfSignedCert(
  folderPrefix: string,
  subject: string,
  subjectAltName: string,
): { dir: string; tls: { key: Buffer; cert: Buffer } } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), folderPrefix));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      subject,
      '-addext',
      `subjectAltName=${subjectAltName}`,
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return { dir, tls: { key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile) } };
}
