import type { IExecuteFunctions, IHookFunctions } from 'n8n-workflow';
import type { HubSpotContext } from './nodeContext';

/** Values of the nodes' `authentication` parameter. */
export type AuthenticationKind = 'oAuth2' | 'appToken' | 'developerApiKey' | 'appSecret';

/** The credential type each authentication choice uses. */
export function credentialTypeOf(kind: AuthenticationKind): string {
	switch (kind) {
		case 'appToken':
			return 'hubSpotPlatformAppTokenApi';
		case 'developerApiKey':
			return 'hubSpotPlatformDeveloperApi';
		case 'appSecret':
			return 'hubSpotPlatformAppSecretApi';
		default:
			return 'hubSpotPlatformOAuth2Api';
	}
}

/** The node's authentication choice; contexts without items read the parameter without an index. */
export function authenticationOf(ctx: HubSpotContext): AuthenticationKind {
	const value =
		'getInputData' in ctx
			? (ctx as IExecuteFunctions).getNodeParameter('authentication', 0, 'oAuth2')
			: (ctx as IHookFunctions).getNodeParameter('authentication', 'oAuth2');
	return value as AuthenticationKind;
}
