import * as endpoints from '../../nodes/shared/transport/endpoints';
import { ENDPOINTS, type Endpoint } from '../../nodes/shared/transport/endpoints';
import { MODES } from '../apiVersionModes.cjs';

const versionFor = endpoints.versionFor;
const names = new Map<Endpoint, string>(
	Object.entries(ENDPOINTS).map(([name, endpoint]) => [endpoint, name]),
);

/** Whether the version an endpoint is sent in differs between the API version modes. */
export function dependsOnApiVersion(endpoint: Endpoint): boolean {
	return new Set(MODES.map((mode) => versionFor(endpoint, mode))).size > 1;
}

/**
 * Watches which endpoints whose version differs by mode are sent in `mode`. Every version branch of
 * the package (paths, bodies, answers) asks `versionFor`, and the transport calls it through the
 * module's exports (CommonJS), so replacing the export sees every call.
 */
export function watchVersionedEndpoints(mode: string): { sent: Set<string>; stop(): void } {
	const sent = new Set<string>();
	const exports = endpoints as { versionFor: typeof versionFor };
	const previous = exports.versionFor;
	exports.versionFor = (endpoint, setting) => {
		if (setting === mode && dependsOnApiVersion(endpoint))
			sent.add(names.get(endpoint) ?? endpoint.legacy);
		return previous(endpoint, setting);
	};
	return { sent, stop: () => (exports.versionFor = previous) };
}

/** Why a suite must run in every mode, or undefined when it need not (see test/apiVersionModes.cjs). */
export function missingModes(
	pragma: 'all' | 'latest' | undefined,
	sent: Set<string>,
): string | undefined {
	if (pragma !== undefined || sent.size === 0) return undefined;
	return (
		`This suite runs once, in Latest, but sends endpoints whose API version differs by mode ` +
		`(${[...sent].join(', ')}): say \`@apiVersionModes all\` in its leading docblock ` +
		`(see test/apiVersionModes.cjs).`
	);
}
