import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { requiredString } from '../../../shared/execution/validation';
import { grantPerItem } from './grant';

const properties: INodeProperties[] = [
	{
		displayName: 'Refresh Token',
		name: 'refreshToken',
		type: 'string',
		typeOptions: { password: true },
		default: '',
		required: true,
		description: 'The refresh token to get a new access token with',
	},
];

const show = { resource: ['token'], operation: ['refresh'] };

export const description = updateDisplayOptions({ show }, properties);

/** The refresh-token grant of POST /oauth/v1/token: a new access token for a refresh token (the refresh token stays the same). */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await grantPerItem(this, items, (itemIndex) => ({
		grant_type: 'refresh_token',
		refresh_token: requiredString(this, 'refreshToken', 'Refresh Token', itemIndex),
	}));
}
