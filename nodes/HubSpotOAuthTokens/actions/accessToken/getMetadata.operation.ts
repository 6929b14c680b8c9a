import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { forEachItem } from '../../../shared/execution/items';
import { credentialTypeOf } from '../../../shared/transport/authentication';
import { invalidInput } from '../../../shared/execution/validation';
import { tokenFor, tokenSourceFields, usesCredentialToken } from '../../helpers/credentialTokens';
import { accessTokenMetadata } from './metadata';

const show = { resource: ['accessToken'], operation: ['getMetadata'] };

export const description: INodeProperties[] = [...tokenSourceFields(show, 'access token')];

/**
 * GET /oauth/v1/access-tokens/{token}: who the access token belongs to, its account, app, scopes and remaining lifetime; the token
 * itself only masked. n8n refreshes the connected credential's token only when a request is refused,
 * and this one does not carry it as the credential: an expired credential token is refreshed through
 * n8n, which stores the new one, and asked about again.
 */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachItem(this, items, async (itemIndex) => {
		const token = await tokenFor(this, itemIndex, 'Token', 'access_token');
		const metadata = await accessTokenMetadata(this, token, itemIndex);
		if (metadata) return metadata;
		// Older n8n versions have no refresh helper: their users get the refusal below.
		if (usesCredentialToken(this, itemIndex) && this.helpers.refreshOAuth2Token) {
			const refreshed = (await this.helpers.refreshOAuth2Token.call(
				this,
				credentialTypeOf('oAuth2'),
			)) as IDataObject;
			const renewed = await accessTokenMetadata(
				this,
				String(refreshed.access_token ?? ''),
				itemIndex,
			);
			if (renewed) return renewed;
		}
		throw invalidInput(
			this,
			'Token',
			itemIndex,
			'HubSpot does not know this access token: it is unknown, expired or revoked',
		);
	});
}
