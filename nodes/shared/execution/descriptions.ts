import type { IExecuteFunctions, INodeCredentialDescription, INodeProperties } from 'n8n-workflow';
import { credentialTypeOf, type AuthenticationKind } from '../transport/authentication';
import { boundedInteger } from './validation';
import { itemReader } from './itemParameters';

const AUTHENTICATION_NAMES: Record<AuthenticationKind, string> = {
	oAuth2: 'OAuth2 (Public App)',
	appToken: 'Service Key or App Token',
	developerApiKey: 'Developer API Key',
	appSecret: 'App Client ID and Secret (Client Credentials)',
};

/**
 * The `authentication` selector and the credentials it switches between, for a node's description.
 * The first kind is the default.
 */
export function authentication(kinds: [AuthenticationKind, ...AuthenticationKind[]]): {
	credentials: INodeCredentialDescription[];
	property: INodeProperties;
} {
	const property: INodeProperties = {
		displayName: 'Authentication',
		name: 'authentication',
		type: 'options',
		options: kinds.map((kind) => ({ name: AUTHENTICATION_NAMES[kind], value: kind })),
		default: '',
	};
	// Assigned after the literal: the default is the first kind the node accepts.
	property.default = kinds[0];
	return {
		property,
		credentials: kinds.map((kind) => ({
			name: credentialTypeOf(kind),
			required: true,
			displayOptions: { show: { authentication: [kind] } },
		})),
	};
}

/** Return All and Limit, shown for the given operations. */
export function returnAllAndLimit(
	show: Record<string, string[]>,
	maxLimit: number,
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
			default: 50,
			description: 'Max number of results to return',
			displayOptions: { show: { ...show, returnAll: [false] } },
		},
	];
}

/** An item's Return All and Limit (the parameters of `returnAllAndLimit`): with Return All, the limit is `maxLimit`. */
export function readReturnAllAndLimit(
	ctx: IExecuteFunctions,
	itemIndex: number,
	maxLimit: number,
): { returnAll: boolean; limit: number } {
	const read = itemReader(ctx);
	const returnAll = read('returnAll', itemIndex) === true;
	const limit = returnAll
		? maxLimit
		: boundedInteger(ctx, read('limit', itemIndex), 'Limit', itemIndex, 1, maxLimit);
	return { returnAll, limit };
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

/** The Options collection of an operation. */
export function optionsCollection(options: INodeProperties[]): INodeProperties {
	return {
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		options,
	};
}

/** n8n's Additional Fields collection of optional fields. */
export function additionalFieldsCollection(options: INodeProperties[]): INodeProperties {
	return {
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options,
	};
}
