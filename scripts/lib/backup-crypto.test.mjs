import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decryptFile, encryptFile, isEncrypted } from './backup-crypto.mjs';

let dir;
const file = (name) => path.join(dir, name);
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-crypto-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('backup encryption', () => {
  it('round-trips a file and leaves no readable plaintext in the encrypted one', async () => {
    const plain = Buffer.concat([Buffer.from('subscriber: ada@example.com\n'), crypto.randomBytes(200_000)]);
    fs.writeFileSync(file('a.tar.gz'), plain);
    await encryptFile(file('a.tar.gz'), file('a.enc'), 'passphrase one');
    const encrypted = fs.readFileSync(file('a.enc'));
    expect(isEncrypted(file('a.enc'))).toBe(true);
    expect(isEncrypted(file('a.tar.gz'))).toBe(false);
    expect(encrypted.includes('ada@example.com')).toBe(false);
    expect(encrypted.length).toBe(plain.length + 8 + 16 + 12 + 16);
    await decryptFile(file('a.enc'), file('b.tar.gz'), 'passphrase one');
    expect(fs.readFileSync(file('b.tar.gz')).equals(plain)).toBe(true);
  });

  it('refuses a wrong passphrase and writes nothing', async () => {
    fs.writeFileSync(file('a'), 'secret data');
    await encryptFile(file('a'), file('a.enc'), 'right');
    await expect(decryptFile(file('a.enc'), file('out'), 'wrong')).rejects.toThrow(/wrong BACKUP_PASSPHRASE/);
    expect(fs.existsSync(file('out'))).toBe(false);
  });

  it('refuses a file with one changed byte', async () => {
    fs.writeFileSync(file('a'), crypto.randomBytes(5000));
    await encryptFile(file('a'), file('a.enc'), 'right');
    const bytes = fs.readFileSync(file('a.enc'));
    bytes[100] ^= 0x01;
    fs.writeFileSync(file('a.enc'), bytes);
    await expect(decryptFile(file('a.enc'), file('out'), 'right')).rejects.toThrow(/damaged/);
  });

  it('refuses a file too short to be an encrypted backup', async () => {
    fs.writeFileSync(file('short'), 'KSTLBAK1');
    await expect(decryptFile(file('short'), file('out'), 'right')).rejects.toThrow(/too short/);
  });
});
