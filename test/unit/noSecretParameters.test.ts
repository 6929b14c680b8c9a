import type {
	INodeProperties,
	INodePropertyCollection,
	INodeType,
	INodeTypeDescription,
	IVersionedNodeType,
} from 'n8n-workflow';
import { packageNodes } from '../harness/nodeTypes';

/**
 * Node parameters are stored unencrypted in the workflow and travel with every export, copy and
 * template: a secret belongs in a credential. The only secret-looking parameters allowed are the data
 * a user passes per item, which the node works on rather than authenticates with.
 */
const PER_ITEM_DATA: Record<string, string> = {
	'hubSpotOAuthTokens.token': 'the access or refresh token to inspect or delete',
	'hubSpotOAuthTokens.refreshToken': 'the refresh token to exchange for a new access token',
	'hubSpotOAuthTokens.code': 'the authorization code to exchange',
	'hubSpotOAuthTokens.tokenSource': 'where that token comes from (a choice, not a value)',
};

const SECRET_NAME = /secret|key|token|password/i;

const descriptionsOf = (node: INodeType | IVersionedNodeType): INodeTypeDescription[] =>
	'nodeVersions' in node
		? Object.values(node.nodeVersions).map((version) => version.description)
		: [node.description];

/** Every parameter, those inside collections and fixed collections included, with its path. */
function* parameters(
	properties: INodeProperties[],
	prefix = '',
): Generator<{ path: string; property: INodeProperties }> {
	for (const property of properties) {
		const path = `${prefix}${property.name}`;
		yield { path, property };
		for (const option of property.options ?? []) {
			if ('values' in option)
				yield* parameters((option as INodePropertyCollection).values, `${path}.${option.name}.`);
			else if ('type' in option) yield* parameters([option as INodeProperties], `${path}.`);
		}
	}
}

/** The parameters of a node description that look like secrets and are not per-item data. */
const secretParameters = (description: INodeTypeDescription): string[] =>
	[...parameters(description.properties)]
		.filter(
			({ property }) => property.typeOptions?.password === true || SECRET_NAME.test(property.name),
		)
		.map(({ path }) => `${description.name}.${path}`)
		.filter((path) => !(path in PER_ITEM_DATA));

describe('no secret in a node parameter', () => {
	it.each(
		packageNodes()
			.flatMap(descriptionsOf)
			.map(
				(description) =>
					[`${description.name} v${String(description.version)}`, description] as const,
			),
	)('%s asks for no secret in its parameters', (_name, description) => {
		expect(secretParameters(description)).toEqual([]);
	});

	it('would catch a client secret field, a password field and a key inside a collection', () => {
		const description = {
			name: 'probe',
			properties: [
				{ displayName: 'Client Secret', name: 'clientSecret', type: 'string', default: '' },
				{
					displayName: 'Pass',
					name: 'pass',
					type: 'string',
					typeOptions: { password: true },
					default: '',
				},
				{
					displayName: 'Options',
					name: 'options',
					type: 'collection',
					default: {},
					options: [{ displayName: 'API Key', name: 'apiKey', type: 'string', default: '' }],
				},
			],
		} as unknown as INodeTypeDescription;
		expect(secretParameters(description)).toEqual([
			'probe.clientSecret',
			'probe.pass',
			'probe.options.apiKey',
		]);
	});

	it('lists only per-item data that some node still asks for', () => {
		const asked = new Set(
			packageNodes()
				.flatMap(descriptionsOf)
				.flatMap((description) =>
					[...parameters(description.properties)].map(({ path }) => `${description.name}.${path}`),
				),
		);
		expect(Object.keys(PER_ITEM_DATA).filter((path) => !asked.has(path))).toEqual([]);
	});
});
