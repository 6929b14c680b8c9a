import type { INodeProperties } from 'n8n-workflow';
import { resourceAndOperations } from '../../shared/descriptions';
import * as getMetadata from './accessToken/getMetadata.operation';
import * as deleteRefreshToken from './refreshToken/delete.operation';
import * as exchangeCode from './token/exchangeCode.operation';
import * as refresh from './token/refresh.operation';

/** Resource → operation → module, for the router. */
export const resources = {
	accessToken: { getMetadata },
	refreshToken: { delete: deleteRefreshToken },
	token: { exchangeCode, refresh },
};

export const properties: INodeProperties[] = [
	...resourceAndOperations([
		{
			name: 'Access Token',
			value: 'accessToken',
			operations: [{ name: 'Get Metadata', value: 'getMetadata', description: 'Get the user, account, app, scopes and remaining lifetime of an access token', action: 'Get the user and account and scopes and expiry of an access token' }],
		},
		{
			name: 'Refresh Token',
			value: 'refreshToken',
			operations: [
				{
					name: 'Delete',
					value: 'delete',
					description: 'Delete a refresh token. Access tokens already issued keep working until they expire, and the app stays installed.',
					action: 'Delete a refresh token',
				},
			],
		},
		{
			name: 'Token',
			value: 'token',
			operations: [
				{ name: 'Exchange Code', value: 'exchangeCode', description: 'Exchange an authorization code for access and refresh tokens', action: 'Exchange an authorization code for access and refresh tokens' },
				{ name: 'Refresh', value: 'refresh', description: 'Get a new access token with a refresh token', action: 'Get a new access token with a refresh token' },
			],
		},
	]),
	...getMetadata.description,
	...deleteRefreshToken.description,
	...exchangeCode.description,
	...refresh.description,
];
