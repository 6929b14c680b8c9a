import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Container } from '@n8n/di';
import { BinaryDataService, type BinaryDataConfig } from 'n8n-core';

/** n8n's binary data modes the tests run in: `default` keeps files in the items, `filesystem` on disk. */
export type BinaryMode = 'default' | 'filesystem';

const quiet = {
	error: () => undefined,
	warn: () => undefined,
	info: () => undefined,
	debug: () => undefined,
};

/**
 * Puts n8n-core's binary data service in a mode, as n8n does at start-up: `filesystem` initialises
 * its file store in a temporary directory; `default` leaves it without one, so data stays in the
 * items (base64). Returns the clean-up.
 */
export async function useBinaryMode(mode: BinaryMode): Promise<() => void> {
	const storagePath = mkdtempSync(join(tmpdir(), 'n8n-binary-'));
	const config = {
		mode,
		localStoragePath: storagePath,
		signingSecret: 'test',
		availableModes: ['filesystem'],
		dbMaxFileSize: 512,
	} as unknown as BinaryDataConfig;
	const service = new BinaryDataService(config, quiet as never, quiet as never);
	if (mode === 'filesystem') await service.init();
	Container.set(BinaryDataService, service);
	return () => rmSync(storagePath, { recursive: true, force: true });
}
