import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { forEachItem } from '../../../shared/items';
import { tokenFor, tokenPathRequest, tokenSourceFields } from '../credentialTokens';

export const description: INodeProperties[] = tokenSourceFields({ resource: ['refreshToken'], operation: ['delete'] }, 'refresh token');

/** E4: deletes a refresh token. Access tokens already issued keep working; the app stays installed. */
export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	return await forEachItem(this, items, async (itemIndex) => {
		const token = await tokenFor(this, itemIndex, 'Token', 'refresh_token');
		await tokenPathRequest(this, 'DELETE', ENDPOINTS.oauthRefreshTokenRevoke, token, itemIndex);
		return { deleted: true };
	});
}
