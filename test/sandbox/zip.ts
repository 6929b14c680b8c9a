import { deflateRawSync, inflateRawSync } from 'node:zlib';

/**
 * Zip files as HubSpot's exports deliver them (a partitioned export, an .xlsx package) and its importer
 * reads them (.xlsx): local headers, a central directory, entries stored or deflated, CRC-32 checked.
 * No zip64, encryption or multi-disk archives: the sandbox's files are far below 4 GB.
 */

export interface ZipEntry {
	name: string;
	data: Buffer;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const STORED = 0;
const DEFLATED = 8;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
	let c = n;
	for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
	return c >>> 0;
});

export function crc32(data: Buffer): number {
	let crc = 0xffffffff;
	for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
	return (crc ^ 0xffffffff) >>> 0;
}

/** A zip of the entries, each deflated unless `stored` (or deflating would not make it smaller). */
export function zipOf(entries: ZipEntry[], options: { stored?: boolean } = {}): Buffer {
	const locals: Buffer[] = [];
	const centrals: Buffer[] = [];
	let offset = 0;
	for (const entry of entries) {
		const name = Buffer.from(entry.name, 'utf8');
		const deflated = options.stored ? entry.data : deflateRawSync(entry.data);
		const method = !options.stored && deflated.length < entry.data.length ? DEFLATED : STORED;
		const data = method === DEFLATED ? deflated : entry.data;
		const crc = crc32(entry.data);
		const local = Buffer.alloc(30);
		local.writeUInt32LE(LOCAL_HEADER, 0);
		local.writeUInt16LE(20, 4); // version needed: 2.0
		local.writeUInt16LE(0x0800, 6); // names in UTF-8
		local.writeUInt16LE(method, 8);
		local.writeUInt32LE(crc, 14);
		local.writeUInt32LE(data.length, 18);
		local.writeUInt32LE(entry.data.length, 22);
		local.writeUInt16LE(name.length, 26);
		const central = Buffer.alloc(46);
		central.writeUInt32LE(CENTRAL_HEADER, 0);
		central.writeUInt16LE(20, 4);
		central.writeUInt16LE(20, 6);
		central.writeUInt16LE(0x0800, 8);
		central.writeUInt16LE(method, 10);
		central.writeUInt32LE(crc, 16);
		central.writeUInt32LE(data.length, 20);
		central.writeUInt32LE(entry.data.length, 24);
		central.writeUInt16LE(name.length, 28);
		central.writeUInt32LE(offset, 42);
		locals.push(local, name, data);
		centrals.push(central, name);
		offset += local.length + name.length + data.length;
	}
	const directory = Buffer.concat(centrals);
	const end = Buffer.alloc(22);
	end.writeUInt32LE(END_OF_DIRECTORY, 0);
	end.writeUInt16LE(entries.length, 8);
	end.writeUInt16LE(entries.length, 10);
	end.writeUInt32LE(directory.length, 12);
	end.writeUInt32LE(offset, 16);
	return Buffer.concat([...locals, directory, end]);
}

/** The entries of a zip, read through its central directory; throws on what is no zip or is damaged. */
export function unzip(zip: Buffer): ZipEntry[] {
	let end = -1;
	// The end record sits in the last 22 bytes plus a comment of at most 65,535.
	for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--)
		if (zip.readUInt32LE(at) === END_OF_DIRECTORY) {
			end = at;
			break;
		}
	if (end < 0) throw new Error('No zip end-of-directory record');
	const count = zip.readUInt16LE(end + 10);
	let at = zip.readUInt32LE(end + 16);
	const entries: ZipEntry[] = [];
	for (let i = 0; i < count; i++) {
		if (zip.readUInt32LE(at) !== CENTRAL_HEADER) throw new Error('Damaged zip central directory');
		const method = zip.readUInt16LE(at + 10);
		const crc = zip.readUInt32LE(at + 16);
		const packed = zip.readUInt32LE(at + 20);
		const nameLength = zip.readUInt16LE(at + 28);
		const extraLength = zip.readUInt16LE(at + 30);
		const commentLength = zip.readUInt16LE(at + 32);
		const local = zip.readUInt32LE(at + 42);
		const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
		if (zip.readUInt32LE(local) !== LOCAL_HEADER) throw new Error(`Damaged zip entry ${name}`);
		const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
		const raw = zip.subarray(start, start + packed);
		if (method !== STORED && method !== DEFLATED)
			throw new Error(`Zip entry ${name} uses compression method ${method}`);
		const data = method === DEFLATED ? inflateRawSync(raw) : Buffer.from(raw);
		if (crc32(data) !== crc) throw new Error(`Zip entry ${name} fails its CRC-32`);
		entries.push({ name, data });
		at += 46 + nameLength + extraLength + commentLength;
	}
	return entries;
}

/** Whether the bytes start as a zip does (a local file header). */
export const isZip = (data: Buffer): boolean =>
	data.length >= 4 && data.readUInt32LE(0) === LOCAL_HEADER;
