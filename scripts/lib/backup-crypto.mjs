// Optional encryption of backup archives (BACKUP_PASSPHRASE): AES-256-GCM under a key derived with
// scrypt, so a backup with subscribers' and visitors' data can sit on shared storage. File layout:
// "KSTLBAK1" | salt (16) | iv (12) | ciphertext | tag (16). Any changed byte or a wrong passphrase fails.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';

const MAGIC = Buffer.from('KSTLBAK1');
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;

const deriveKey = (passphrase, salt) =>
  crypto.scryptSync(passphrase, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 << 20 });

/** True when the file starts with this project's encrypted-archive header. */
export function isEncrypted(file) {
  const fd = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(MAGIC.length);
    fs.readSync(fd, head, 0, MAGIC.length, 0);
    return head.equals(MAGIC);
  } finally {
    fs.closeSync(fd);
  }
}

/** Encrypts with AES-256-GCM under a key derived from the passphrase (scrypt): header, data, tag. */
export async function encryptFile(source, target, passphrase) {
  const salt = crypto.randomBytes(SALT_BYTES);
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', deriveKey(passphrase, salt), iv);
  const out = fs.createWriteStream(target, { mode: 0o600 });
  out.write(Buffer.concat([MAGIC, salt, iv]));
  await pipeline(fs.createReadStream(source), cipher, out, { end: false });
  await /** @type {Promise<void>} */ (
    new Promise((resolve, reject) => out.end(cipher.getAuthTag(), (error) => (error ? reject(error) : resolve())))
  );
}

/** Decrypts a file made by `encryptFile`; fails on a wrong passphrase or any changed byte. */
export async function decryptFile(source, target, passphrase) {
  const size = fs.statSync(source).size;
  const headerBytes = MAGIC.length + SALT_BYTES + IV_BYTES;
  if (size < headerBytes + TAG_BYTES) throw new Error(`${source} is too short to be an encrypted backup`);
  const fd = fs.openSync(source, 'r');
  const header = Buffer.alloc(headerBytes);
  const tag = Buffer.alloc(TAG_BYTES);
  fs.readSync(fd, header, 0, headerBytes, 0);
  fs.readSync(fd, tag, 0, TAG_BYTES, size - TAG_BYTES);
  fs.closeSync(fd);
  const salt = header.subarray(MAGIC.length, MAGIC.length + SALT_BYTES);
  const iv = header.subarray(MAGIC.length + SALT_BYTES);
  const decipher = crypto.createDecipheriv('aes-256-gcm', deriveKey(passphrase, salt), iv);
  decipher.setAuthTag(tag);
  try {
    await pipeline(
      fs.createReadStream(source, { start: headerBytes, end: size - TAG_BYTES - 1 }),
      decipher,
      fs.createWriteStream(target, { mode: 0o600 }),
    );
  } catch (error) {
    fs.rmSync(target, { force: true });
    throw new Error(`cannot decrypt ${source}: wrong BACKUP_PASSPHRASE or a damaged file (${error.message})`);
  }
}
