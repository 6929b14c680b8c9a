/**
 * @apiVersionModes latest — a unit test: it asks the endpoint table for every mode itself and sends nothing.
 */
import {
	ENDPOINTS,
	templateOf,
	versionFor,
	type Endpoint,
} from '../../nodes/shared/transport/endpoints';
import PATHS_BEFORE_FAMILIES from './endpointPaths.json';

/**
 * Every request path the nodes send, in every mode of the credential's API version setting, as the
 * hand-written endpoint table sent them before its paths were built from the API families' prefixes
 * (endpointPaths.json): a change that moves any path fails here.
 */
const SETTINGS = ['latest', '2026-03', 'legacy'] as const;

describe('the endpoint table', () => {
	it('sends every endpoint on the same path in every mode', () => {
		const paths = Object.fromEntries(
			Object.entries(ENDPOINTS as Record<string, Endpoint>).map(([name, endpoint]) => [
				name,
				Object.fromEntries(
					SETTINGS.map((setting) => [setting, templateOf(endpoint, versionFor(endpoint, setting))]),
				),
			]),
		);
		expect(paths).toEqual(PATHS_BEFORE_FAMILIES);
	});
});
