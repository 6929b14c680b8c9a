import { createHash } from 'node:crypto';

/**
 * A file for the tests: given text, given bytes (base64, for binary formats such as .xlsx), or `size`
 * pseudo-random bytes from `seed` (the same every run).
 */
export interface FileSpec {
	fileName: string;
	mimeType: string;
	text?: string;
	base64?: string;
	size?: number;
	seed?: number;
}

const CHUNK = 1024 * 1024;

/** The bytes of a file spec a chunk at a time (1 MiB), so a 100 MB file never has to be in memory whole. */
export function* fileChunks(spec: FileSpec): Generator<Buffer> {
	if (spec.text !== undefined) {
		yield Buffer.from(spec.text, 'utf8');
		return;
	}
	if (spec.base64 !== undefined) {
		yield Buffer.from(spec.base64, 'base64');
		return;
	}
	const size = spec.size ?? 0;
	// xorshift32: fast and deterministic.
	let state = (spec.seed ?? 1) >>> 0 || 1;
	for (let offset = 0; offset < size; offset += CHUNK) {
		const chunk = Buffer.allocUnsafe(Math.min(CHUNK, size - offset));
		const whole = chunk.length - (chunk.length % 4);
		for (let i = 0; i < whole; i += 4) {
			state ^= state << 13;
			state ^= state >>> 17;
			state ^= state << 5;
			chunk.writeUInt32LE(state >>> 0, i);
		}
		for (let i = whole; i < chunk.length; i++) chunk[i] = (offset + i) & 0xff;
		yield chunk;
	}
}

/** The bytes of a file spec. */
export const fileBytes = (spec: FileSpec): Buffer => Buffer.concat([...fileChunks(spec)]);

export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');
