import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { forEachItem } from '../../../shared/items';
import { credentialTypeOf } from '../../../shared/transport';
import { tokenFor, tokenPathRequest, tokenSourceFields } from '../credentialTokens';

export const description: INodeProperties[] = tokenSourceFields({ resource: ['accessToken'], operation: ['getMetadata'] }, 'access token');

/**
 * E3: who the access token belongs to, its account, app, scopes and remaining lifetime. n8n refreshes
 * the connected credential's token only when a request is refused, and this one carries the token in
 * its path: an expired credential token (404) is refreshed through n8n, which stores the new one.
 */
export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	return await forEachItem(this, items, async (itemIndex) => {
		const token = await tokenFor(this, itemIndex, 'Token', 'access_token');
		// The transport fails only with NodeApiErrors.
		const answer = await tokenPathRequest(this, 'GET', ENDPOINTS.oauthAccessTokenMetadata, token, itemIndex).catch((error: NodeApiError) => error);
		if (!(answer instanceof NodeApiError)) return answer;
		const fromCredential = this.getNodeParameter('tokenSource', itemIndex) === 'credential';
		// Older n8n versions have no refresh helper: their users get HubSpot's answer.
		if (!fromCredential || answer.httpCode !== '404' || !this.helpers.refreshOAuth2Token) throw answer;
		const refreshed = (await this.helpers.refreshOAuth2Token.call(this, credentialTypeOf('oAuth2'))) as IDataObject;
		return await tokenPathRequest(this, 'GET', ENDPOINTS.oauthAccessTokenMetadata, String(refreshed.access_token ?? ''), itemIndex);
	});
}
