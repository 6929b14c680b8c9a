/**
 * @apiVersionModes latest — it sends no request: it calls `versionFor` in Latest on purpose, to
 * prove the guard sees such a call.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as endpoints from '../../nodes/shared/transport/endpoints';
import { ENDPOINTS } from '../../nodes/shared/transport/endpoints';
import { MODES, allModeSuites, modesPragma } from '../apiVersionModes.cjs';
import {
	dependsOnApiVersion,
	missingModes,
	watchVersionedEndpoints,
} from '../harness/apiVersionModes';

const ROOT = join(__dirname, '..', '..');

describe('the API version modes of the suites', () => {
	it('reads the modes from the leading docblock only, and refuses a mode it does not know', () => {
		expect(modesPragma('/**\n * @apiVersionModes all\n */\nit()')).toBe('all');
		expect(modesPragma('/** @apiVersionModes latest — why */')).toBe('latest');
		expect(modesPragma("import x from 'y';\n/** @apiVersionModes all */")).toBeUndefined();
		expect(modesPragma('// @apiVersionModes all')).toBeUndefined();
		expect(() => modesPragma('/** @apiVersionModes legacy */')).toThrow(/"all" or "latest"/);
	});

	it('runs a suite saying `all` in every mode, every other suite once, in Latest', () => {
		const config = require('../../jest.config.js') as {
			projects: Array<{ displayName: string; testMatch: string[] }>;
		};
		const everyMode = allModeSuites(ROOT, join(ROOT, 'test'));
		expect(everyMode).toContain('test/integration/hubSpotCrm/search.test.ts');
		expect(everyMode).not.toContain('test/unit/apiVersionModes.test.ts');
		expect(config.projects.map((project) => project.displayName)).toEqual(MODES);
		for (const { displayName, testMatch } of config.projects)
			expect(testMatch).toEqual(
				displayName === 'latest' ? ['**/*.test.ts'] : everyMode.map((path) => `<rootDir>/${path}`),
			);
		for (const path of everyMode)
			expect(modesPragma(readFileSync(join(ROOT, path), 'utf8'))).toBe('all');
	});

	it('fails a suite at the default that sent an endpoint whose version differs by mode', () => {
		expect(dependsOnApiVersion(ENDPOINTS.crmRecords)).toBe(true);
		// Same path in every mode, but another version: bodies may differ by it, so it counts.
		expect(dependsOnApiVersion(ENDPOINTS.journalBatchEarliest)).toBe(true);
		expect(dependsOnApiVersion(ENDPOINTS.forms)).toBe(false);
		const watch = watchVersionedEndpoints('latest');
		try {
			// As the transport calls it: through the module's exports.
			endpoints.versionFor(ENDPOINTS.forms, 'latest');
			expect(missingModes(undefined, watch.sent)).toBeUndefined();
			endpoints.versionFor(ENDPOINTS.crmRecords, 'legacy');
			expect(missingModes(undefined, watch.sent)).toBeUndefined();
			endpoints.versionFor(ENDPOINTS.crmRecords, 'latest');
		} finally {
			watch.stop();
		}
		expect(missingModes(undefined, watch.sent)).toMatch(/crmRecords.*@apiVersionModes all/);
		expect(missingModes('all', watch.sent)).toBeUndefined();
		expect(missingModes('latest', watch.sent)).toBeUndefined();
	});
});
