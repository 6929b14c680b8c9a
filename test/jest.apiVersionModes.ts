// The guard of the suites' API version modes (test/apiVersionModes.cjs): a suite left at the default
// (once, in Latest) fails when the nodes sent, in its mode, an endpoint whose version differs by mode.
import { appendFileSync, readFileSync } from 'node:fs';
import { modesPragma } from './apiVersionModes.cjs';
import { apiVersionMode } from './harness/apiVersions';
import { missingModes, watchVersionedEndpoints } from './harness/apiVersionModes';

const { testPath = '' } = expect.getState();
const pragma = modesPragma(readFileSync(testPath, 'utf8'));
const { sent } = watchVersionedEndpoints(apiVersionMode);

afterAll(() => {
	// API_VERSION_MODES_RECORD=<file> lists what each suite sent instead of failing (to classify suites).
	const record = process.env.API_VERSION_MODES_RECORD;
	if (record)
		return appendFileSync(record, `${JSON.stringify({ testPath, pragma, sent: [...sent] })}\n`);
	const missing = missingModes(pragma, sent);
	if (missing) throw new Error(missing);
});
