import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { authenticationOf, credentialTypeOf } from '../../shared/transport/authentication';
import { invalidInput, requiredString } from '../../shared/execution/validation';
import { itemReader } from '../../shared/execution/itemParameters';

/** The OAuth2 credential's client id and secret, and its stored tokens. */
export async function oauthCredential(
	ctx: IExecuteFunctions,
): Promise<{ clientId: string; clientSecret: string; tokens: IDataObject }> {
	const credentials = await ctx.getCredentials(credentialTypeOf('oAuth2'));
	return {
		clientId: String(credentials.clientId ?? ''),
		clientSecret: String(credentials.clientSecret ?? ''),
		tokens: (credentials.oauthTokenData ?? {}) as IDataObject,
	};
}

/** Whether the item's token is the one the connected OAuth2 credential holds. */
export const usesCredentialToken = (ctx: IExecuteFunctions, itemIndex: number): boolean =>
	authenticationOf(ctx) === 'oAuth2' && itemReader(ctx)('tokenSource', itemIndex) === 'credential';

/**
 * A token for the item: the one the connected OAuth2 credential holds, or one given in the node
 * (always, under another credential). Refused before any request when there is none.
 */
export async function tokenFor(
	ctx: IExecuteFunctions,
	itemIndex: number,
	field: string,
	stored: 'access_token' | 'refresh_token',
): Promise<string> {
	if (!usesCredentialToken(ctx, itemIndex)) {
		return requiredString(ctx, 'token', field, itemIndex);
	}
	const token = (await oauthCredential(ctx)).tokens[stored];
	if (typeof token !== 'string' || token === '') {
		throw invalidInput(
			ctx,
			'Token Source',
			itemIndex,
			'the credential is not connected; connect it or give the token',
		);
	}
	return token;
}

/** Where the token comes from, for the operations that read or delete one. */
export function tokenSourceFields(
	show: Record<string, string[]>,
	label: string,
): INodeProperties[] {
	const tokenField: INodeProperties = {
		displayName: 'Token',
		name: 'token',
		type: 'string',
		typeOptions: { password: true },
		default: '',
		description: `The ${label}`,
	};
	return [
		{
			displayName: 'Token Source',
			name: 'tokenSource',
			type: 'options',
			options: [
				{
					name: 'Connected Credential',
					value: 'credential',
					description: `The ${label} n8n holds for the credential`,
				},
				{
					name: 'Given',
					value: 'given',
					description: `A ${label} given here, e.g. from a previous node`,
				},
			],
			default: 'credential',
			displayOptions: { show: { ...show, authentication: ['oAuth2'] } },
		},
		// The same field twice: shown when chosen under OAuth2, always under another credential.
		{
			...tokenField,
			displayOptions: { show: { ...show, authentication: ['oAuth2'], tokenSource: ['given'] } },
		},
		{ ...tokenField, displayOptions: { show: { ...show, authentication: ['appToken'] } } },
	];
}
