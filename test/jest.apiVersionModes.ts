// The guard of the suites' API version modes (test/apiVersionModes.cjs): a suite left at the default
// (once, in Latest) fails when the nodes asked, in its mode, for an endpoint whose version differs by
// mode; the failure names the endpoints.
import { readFileSync } from 'node:fs';
import { modesPragma } from './apiVersionModes.cjs';
import { apiVersionMode } from './harness/apiVersions';
import { missingModes, watchVersionedEndpoints } from './harness/apiVersionModes';

const { testPath = '' } = expect.getState();
const pragma = modesPragma(readFileSync(testPath, 'utf8'));
const { sent } = watchVersionedEndpoints(apiVersionMode);

afterAll(() => {
	const missing = missingModes(pragma, sent);
	if (missing) throw new Error(missing);
});
