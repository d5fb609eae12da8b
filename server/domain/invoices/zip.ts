// A zip archive of files stored as they are (method 0, no compression), for the accountant's
// export of a period's invoices (docs/decisions/247-invoice-copy-and-export.md). No zip library is
// among the shop's dependencies; STORE needs only the headers and a CRC-32, which node:zlib gives.
// XML files are small and the archive is made in memory; names are UTF-8 (flag bit 11).
// Format: PKWARE's APPNOTE.TXT, sections 4.3.7 (local header), 4.3.12 (central directory), 4.3.16 (end).
import { crc32 } from 'node:zlib';

export interface ZipEntry {
  name: string;
  data: Uint8Array;
}

const UTF8_NAMES = 0x0800;
const VERSION = 20;
/** The largest entry and archive a zip without its 64-bit extension holds. */
const MAX_SIZE = 0xffff_fffe;

/** An MS-DOS time and date (local fields, here Italy's wall clock as the accountant reads it). */
function dosTime(at: Date): { time: number; date: number } {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
  }).formatToParts(at).map((p) => [p.type, Number(p.value)]));
  const year = Math.max(1980, parts.year ?? 1980);
  return {
    time: ((parts.hour ?? 0) << 11) | ((parts.minute ?? 0) << 5) | Math.floor((parts.second ?? 0) / 2),
    date: ((year - 1980) << 9) | ((parts.month ?? 1) << 5) | (parts.day ?? 1),
  };
}

/** The archive holding `entries` in order, each stored as is. */
export function zipStore(entries: readonly ZipEntry[], at = new Date()): Uint8Array<ArrayBuffer> {
  const { time, date } = dosTime(at);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = Buffer.from(entry.data.buffer, entry.data.byteOffset, entry.data.byteLength);
    if (data.length > MAX_SIZE) throw new Error(`zip entry ${entry.name} is too large for a zip without zip64`);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(VERSION, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(0, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(VERSION, 4);
    central.writeUInt16LE(VERSION, 6);
    central.writeUInt16LE(UTF8_NAMES, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(date, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    // Extra field, comment, disk number, internal and external attributes: none.
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
    if (offset > MAX_SIZE) throw new Error('zip archive too large for a zip without zip64');
  }
  if (entries.length > 0xffff) throw new Error('too many zip entries for a zip without zip64');
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}
