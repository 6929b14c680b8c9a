import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { requiredString } from '../../../shared/execution/validation';
import { grantPerItem } from './grant';

const properties: INodeProperties[] = [
	{
		displayName: 'Authorization Code',
		name: 'code',
		type: 'string',
		typeOptions: { password: true },
		default: '',
		required: true,
		description: 'The code HubSpot sent to the redirect URL after the user installed the app',
	},
	{
		displayName: 'Redirect URL',
		name: 'redirectUri',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'https://example.com/oauth/callback',
		description: 'The redirect URL the code was sent to (it must be the same)',
	},
];

const show = { resource: ['token'], operation: ['exchangeCode'] };

export const description = updateDisplayOptions({ show }, properties);

/** The authorization-code grant of POST /oauth/v1/token: exchanges an authorization code for an access token and a refresh token. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await grantPerItem(this, items, (itemIndex) => ({
		grant_type: 'authorization_code',
		code: requiredString(this, 'code', 'Authorization Code', itemIndex),
		redirect_uri: requiredString(this, 'redirectUri', 'Redirect URL', itemIndex),
	}));
}
