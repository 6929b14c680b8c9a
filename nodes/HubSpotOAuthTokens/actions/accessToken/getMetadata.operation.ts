import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { forEachItem } from '../../../shared/items';
import { hubSpotApi } from '../../../shared/transport';
import { tokenFor, tokenSourceFields } from '../credentialTokens';

export const description: INodeProperties[] = tokenSourceFields({ resource: ['accessToken'], operation: ['getMetadata'] }, 'access token');

/** E3: who the access token belongs to, its account, app, scopes and remaining lifetime. */
export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	return await forEachItem(this, items, async (itemIndex) => {
		const token = await tokenFor(this, itemIndex, 'Token', 'access_token');
		return await hubSpotApi(this, {
			method: 'GET',
			path: `/oauth/v1/access-tokens/${encodeURIComponent(token)}`,
			authentication: 'oAuth2',
			withoutAuthentication: true,
			itemIndex,
		});
	});
}
