import { createHash } from 'node:crypto';

/** A file for the tests: given text, or `size` pseudo-random bytes from `seed` (the same every run). */
export interface FileSpec {
	fileName: string;
	mimeType: string;
	text?: string;
	size?: number;
	seed?: number;
}

/** The bytes of a file spec. */
export function fileBytes(spec: FileSpec): Buffer {
	if (spec.text !== undefined) return Buffer.from(spec.text, 'utf8');
	const bytes = Buffer.allocUnsafe(spec.size ?? 0);
	// xorshift32: fast and deterministic, so a 100 MB file is made in well under a second.
	let state = (spec.seed ?? 1) >>> 0 || 1;
	for (let i = 0; i + 4 <= bytes.length; i += 4) {
		state ^= state << 13;
		state ^= state >>> 17;
		state ^= state << 5;
		bytes.writeUInt32LE(state >>> 0, i);
	}
	for (let i = bytes.length - (bytes.length % 4); i < bytes.length; i++) bytes[i] = i & 0xff;
	return bytes;
}

export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');
