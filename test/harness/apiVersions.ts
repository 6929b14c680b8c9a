import {
	apiVersionSettingOf,
	templateOf,
	versionFor,
	type Endpoint,
} from '../../nodes/shared/transport/endpoints';

/**
 * The API version mode the suites run in: jest.config.js runs them once per mode and names it in the
 * `hubSpotApiVersion` global. Undefined outside jest (the bench), where credentials keep their default.
 */
export const suiteApiVersion = (globalThis as { hubSpotApiVersion?: string }).hubSpotApiVersion;

/** The mode's setting, Latest outside jest. */
export const apiVersionMode = apiVersionSettingOf(suiteApiVersion);

/** The path the nodes send an endpoint to in the suite's mode, its placeholders filled with `values`. */
export function pathIn(endpoint: Endpoint, values: Record<string, string | number> = {}): string {
	return templateOf(endpoint, versionFor(endpoint, apiVersionMode)).replace(
		/\{(\w+)\}/g,
		(_, name: string) => encodeURIComponent(String(values[name])),
	);
}
