import type { INodeProperties, INodePropertyOptions, Icon } from 'n8n-workflow';
import {
	DATE_VERSIONS,
	FIRST_VERSION,
	NEWEST_VERSION,
} from '../nodes/shared/transport/apiVersions';

/** The icon every credential of the package shows. */
export const hubSpotIcon: Icon = { light: 'file:hubspot.svg', dark: 'file:hubspot.dark.svg' };

/** Where the HubSpot API is: the real service unless a proxy or a simulator stands in. */
export const apiBaseUrlProperty: INodeProperties = {
	displayName: 'API Base URL',
	name: 'baseUrl',
	type: 'string',
	default: 'https://api.hubapi.com',
	description: 'Base URL of the HubSpot API. Change it only to use a proxy or a HubSpot simulator.',
};

/** The base URL in credential test requests, without a trailing slash. */
export const apiBaseUrlExpression = '={{$credentials.baseUrl.replace(/\\/+$/, "")}}';

/** The date versions before the newest, newest first: a credential may stay on one of them. */
function pinnedVersionOptions(): INodePropertyOptions[] {
	return DATE_VERSIONS.filter((version) => version !== NEWEST_VERSION)
		.reverse()
		.map((version) => ({
			name: version,
			value: version,
			description:
				version === FIRST_VERSION
					? `The ${version} date version for every API that has one`
					: `Per API the newest date version up to ${version} that HubSpot serves it in`,
		}));
}

/**
 * Which HubSpot API version the nodes call. HubSpot stops supporting its v1–v4 paths in 2027 (v4 on
 * 30 March, v1–v3 in September); the date versions replace them. Credentials saved before this
 * setting existed have no value stored and use Latest.
 */
export const apiVersionProperty: INodeProperties = {
	displayName: 'HubSpot API Version',
	name: 'apiVersion',
	type: 'options',
	options: [
		{
			name: 'Latest',
			value: 'latest',
			description: `Per API the newest date version HubSpot serves it in: ${NEWEST_VERSION}, or the newest earlier one where there is no ${NEWEST_VERSION}`,
		},
		...pinnedVersionOptions(),
		{
			name: 'Legacy (v1–v4)',
			value: 'legacy',
			description:
				'The v1–v4 paths, which HubSpot stops supporting in 2027. Only for accounts where a date version misbehaves.',
		},
	],
	default: 'latest',
	description:
		'The version of the HubSpot API the nodes call. An API without a date version (single-send status) stays on its v3 path in every mode.',
};
