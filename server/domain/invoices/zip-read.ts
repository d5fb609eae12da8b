// Reading a stored-only zip back, by its central directory: what the tests use to check an
// archive entry by entry (zip.ts writes them; docs/decisions/247-invoice-copy-and-export.md).
import { crc32 } from 'node:zlib';

export interface ZipFile { name: string; data: Uint8Array }

/** The entries of `archive`, in the central directory's order; throws on what zip.ts never writes. */
export function unzipStored(archive: Uint8Array): ZipFile[] {
  const bytes = Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength);
  const endAt = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0) throw new Error('no end of central directory');
  const count = bytes.readUInt16LE(endAt + 10);
  let at = bytes.readUInt32LE(endAt + 16);
  const files: ZipFile[] = [];
  for (let i = 0; i < count; i++) {
    if (bytes.readUInt32LE(at) !== 0x02014b50) throw new Error(`no central directory entry at ${at}`);
    if (bytes.readUInt16LE(at + 10) !== 0) throw new Error('a compressed entry');
    const crc = bytes.readUInt32LE(at + 16);
    const size = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extra = bytes.readUInt16LE(at + 30);
    const comment = bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    const name = bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (bytes.readUInt32LE(local) !== 0x04034b50) throw new Error(`no local header for ${name}`);
    const dataAt = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const data = new Uint8Array(bytes.subarray(dataAt, dataAt + size));
    if (crc32(data) !== crc) throw new Error(`CRC mismatch in ${name}`);
    files.push({ name, data });
    at += 46 + nameLength + extra + comment;
  }
  return files;
}
