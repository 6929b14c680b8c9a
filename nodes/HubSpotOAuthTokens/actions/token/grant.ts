import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { ENDPOINTS } from '../../../shared/endpoints';
import { hubSpotApi } from '../../../shared/transport';
import { invalidInput } from '../../../shared/validation';
import { oauthCredential } from '../credentialTokens';

/**
 * A grant at the token endpoint with the credential's client id and secret as form fields. The output
 * is HubSpot's token answer only: the client secret never leaves the credential.
 */
export async function tokenGrant(ctx: IExecuteFunctions, itemIndex: number, fields: Record<string, string>): Promise<IDataObject> {
	const { clientId, clientSecret } = await oauthCredential(ctx);
	if (!clientId || !clientSecret) throw invalidInput(ctx, 'Credential', itemIndex, 'the OAuth2 credential needs its Client ID and Client Secret');
	return await hubSpotApi(ctx, {
		method: 'POST',
		endpoint: ENDPOINTS.oauthToken,
		form: true,
		body: { ...fields, client_id: clientId, client_secret: clientSecret },
		authentication: 'oAuth2',
		withoutAuthentication: true,
		itemIndex,
	});
}
