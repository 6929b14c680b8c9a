import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { maskToken, tokenRequest } from '../../helpers/tokenRequest';

/** The fields the v1 metadata endpoint answers, which the operation outputs in every version. */
const METADATA_FIELDS = [
	'user',
	'hub_domain',
	'scopes',
	'signed_access_token',
	'hub_id',
	'app_id',
	'expires_in',
	'user_id',
	'is_private_distribution',
];

/** Introspection's answer in the v1 metadata fields, with the token masked. */
function asMetadata(answer: IDataObject, token: string): IDataObject {
	const metadata: IDataObject = { token: maskToken(token) };
	for (const field of METADATA_FIELDS)
		if (answer[field] !== undefined) metadata[field] = answer[field];
	return { ...metadata, token_type: 'access' };
}

/**
 * The metadata of a live access token, or undefined when HubSpot does not know it as one (unknown,
 * expired or revoked): v1 answers 404 then, introspection `{active: false}`.
 */
export async function accessTokenMetadata(
	ctx: IExecuteFunctions,
	token: string,
	itemIndex: number,
): Promise<IDataObject | undefined> {
	const answer = await tokenRequest(ctx, {
		endpoint: ENDPOINTS.oauthAccessTokenMetadata,
		legacyMethod: 'GET',
		token,
		tokenTypeHint: 'access_token',
		itemIndex,
	}).catch((error: unknown) => {
		if (error instanceof NodeApiError && error.httpCode === '404') return undefined;
		throw error;
	});
	if (!answer || answer.active === false) return undefined;
	return asMetadata(answer, token);
}
