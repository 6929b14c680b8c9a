import type { INodeProperties, Icon } from 'n8n-workflow';

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
