import type { INodeCredentialDescription, INodeProperties } from 'n8n-workflow';
import { CREDENTIAL_TYPES, type AuthenticationKind } from './transport';

const AUTHENTICATION_NAMES: Record<AuthenticationKind, string> = {
	oAuth2: 'OAuth2 (Public App)',
	appToken: 'App Token (Private App)',
	developerApiKey: 'Developer API Key',
};

/** The `authentication` selector and the credentials it switches between, for a node's description. */
export function authentication(kinds: AuthenticationKind[]): {
	credentials: INodeCredentialDescription[];
	property: INodeProperties;
} {
	return {
		credentials: kinds.map((kind) => ({
			name: CREDENTIAL_TYPES[kind],
			required: true,
			displayOptions: { show: { authentication: [kind] } },
		})),
		property: {
			displayName: 'Authentication',
			name: 'authentication',
			type: 'options',
			options: kinds.map((kind) => ({ name: AUTHENTICATION_NAMES[kind], value: kind })),
			default: kinds[0],
		},
	};
}

/** Return All and Limit, shown for the given operations. */
export function returnAllAndLimit(
	show: Record<string, string[]>,
	maxLimit: number,
	defaultLimit = 50,
): INodeProperties[] {
	return [
		{
			displayName: 'Return All',
			name: 'returnAll',
			type: 'boolean',
			default: false,
			description: 'Whether to return all results or only up to a given limit',
			displayOptions: { show },
		},
		{
			displayName: 'Limit',
			name: 'limit',
			type: 'number',
			typeOptions: { minValue: 1, maxValue: maxLimit },
			default: defaultLimit,
			description: 'Max number of results to return',
			displayOptions: { show: { ...show, returnAll: [false] } },
		},
	];
}

/** The Simplify switch of operations that return records. */
export function simplify(show: Record<string, string[]>): INodeProperties {
	return {
		displayName: 'Simplify',
		name: 'simplify',
		type: 'boolean',
		default: true,
		description: 'Whether to return a simplified version of the response instead of the raw data',
		displayOptions: { show },
	};
}
