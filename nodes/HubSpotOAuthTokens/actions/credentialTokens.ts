import type { IDataObject, IExecuteFunctions, IHttpRequestMethods } from 'n8n-workflow';
import type { Endpoint } from '../../shared/endpoints';
import { pathSegment } from '../../shared/paths';
import { credentialTypeOf, hubSpotApi } from '../../shared/transport';
import { invalidInput } from '../../shared/validation';

/** The OAuth2 credential's client id and secret, and its stored tokens. */
export async function oauthCredential(ctx: IExecuteFunctions): Promise<{ clientId: string; clientSecret: string; tokens: IDataObject }> {
	const credentials = await ctx.getCredentials(credentialTypeOf('oAuth2'));
	return {
		clientId: String(credentials.clientId ?? ''),
		clientSecret: String(credentials.clientSecret ?? ''),
		tokens: (credentials.oauthTokenData ?? {}) as IDataObject,
	};
}

/**
 * A token for the item: typed by the user, or the one the connected credential holds. Refused before
 * any request when there is none.
 */
export async function tokenFor(
	ctx: IExecuteFunctions,
	itemIndex: number,
	field: string,
	stored: 'access_token' | 'refresh_token',
): Promise<string> {
	const source = ctx.getNodeParameter('tokenSource', itemIndex) as string;
	if (source === 'given') {
		const token = String(ctx.getNodeParameter('token', itemIndex, '')).trim();
		if (!token) throw invalidInput(ctx, field, itemIndex, 'must not be empty');
		return token;
	}
	const token = (await oauthCredential(ctx)).tokens[stored];
	if (typeof token !== 'string' || token === '') {
		throw invalidInput(ctx, 'Token Source', itemIndex, 'the credential is not connected; connect it or give the token');
	}
	return token;
}

/**
 * A request that carries a token in its path (E3, E4): sent without the credential's header, the
 * credential giving the base URL and the rate limit.
 */
export async function tokenPathRequest(
	ctx: IExecuteFunctions,
	method: IHttpRequestMethods,
	endpoint: Endpoint,
	token: string,
	itemIndex: number,
): Promise<IDataObject> {
	return await hubSpotApi(ctx, {
		method,
		endpoint,
		segments: { token: pathSegment(ctx, token, 'Token', itemIndex) },
		authentication: 'oAuth2',
		withoutAuthentication: true,
		itemIndex,
	});
}

/** Where the token comes from, for the operations that read or delete one. */
export const tokenSourceFields = (show: Record<string, string[]>, label: string) => [
	{
		displayName: 'Token Source',
		name: 'tokenSource',
		type: 'options' as const,
		options: [
			{ name: 'Connected Credential', value: 'credential', description: `The ${label} n8n holds for the credential` },
			{ name: 'Given', value: 'given', description: `A ${label} given here, e.g. from a previous node` },
		],
		default: 'credential',
		displayOptions: { show },
	},
	{
		displayName: 'Token',
		name: 'token',
		type: 'string' as const,
		typeOptions: { password: true },
		default: '',
		description: `The ${label}`,
		displayOptions: { show: { ...show, tokenSource: ['given'] } },
	},
];
