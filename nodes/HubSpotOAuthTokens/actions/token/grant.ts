import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { hubSpotApi } from '../../../shared/transport/transport';
import { appClient } from '../../helpers/appClient';

/**
 * A grant at the token endpoint with the app's client id and secret as form fields (never in the
 * query string). The output is HubSpot's token answer only: the client secret never leaves n8n.
 */
export async function tokenGrant(
	ctx: IExecuteFunctions,
	itemIndex: number,
	fields: Record<string, string>,
): Promise<IDataObject> {
	const { clientId, clientSecret } = await appClient(ctx, itemIndex);
	return await hubSpotApi(ctx, {
		method: 'POST',
		endpoint: ENDPOINTS.oauthToken,
		form: true,
		body: { ...fields, client_id: clientId, client_secret: clientSecret },
		withoutAuthentication: true,
		itemIndex,
	});
}
