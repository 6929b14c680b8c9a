import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { tokenFor, tokenSourceFields } from '../../helpers/credentialTokens';
import { tokenRequest } from '../../helpers/tokenRequest';

const show = { resource: ['refreshToken'], operation: ['delete'] };

export const description: INodeProperties[] = [...tokenSourceFields(show, 'refresh token')];

/** DELETE /oauth/v1/refresh-tokens/{token}: deletes (revokes) a refresh token. Access tokens already issued keep working; the app stays installed. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachCheckedWrite(this, items, async (itemIndex) => {
		const token = await tokenFor(this, itemIndex, 'Token', 'refresh_token');
		return async () => {
			await tokenRequest(this, {
				endpoint: ENDPOINTS.oauthRefreshTokenRevoke,
				legacyMethod: 'DELETE',
				token,
				tokenTypeHint: 'refresh_token',
				itemIndex,
			});
			return { deleted: true };
		};
	});
}
