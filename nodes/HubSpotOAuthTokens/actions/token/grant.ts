import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { hubSpotApi } from '../../../shared/transport/transport';
import { appClient } from '../../helpers/appClient';

/**
 * One grant per item at the token endpoint with the app's client id and secret as form fields (never
 * in the query string); every item's fields are read and checked before the first grant. The output
 * is HubSpot's token answer only: the client secret never leaves n8n.
 */
export async function grantPerItem(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
	fieldsOf: (itemIndex: number) => Record<string, string>,
): Promise<INodeExecutionData[]> {
	return await forEachCheckedWrite(ctx, items, async (itemIndex) => {
		const fields = fieldsOf(itemIndex);
		const { clientId, clientSecret } = await appClient(ctx, itemIndex);
		return async () =>
			await hubSpotApi<IDataObject>(ctx, {
				method: 'POST',
				endpoint: ENDPOINTS.oauthToken,
				form: true,
				body: { ...fields, client_id: clientId, client_secret: clientSecret },
				withoutAuthentication: true,
				itemIndex,
			});
	});
}
