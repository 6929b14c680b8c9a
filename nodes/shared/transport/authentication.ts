import type { IExecuteFunctions, IHookFunctions, ILoadOptionsFunctions } from 'n8n-workflow';
import { CREDENTIAL_TYPES } from '../../../credentials/credentialTypes';
import type { HubSpotContext } from './nodeContext';

/** Values of the nodes' `authentication` parameter. */
export type AuthenticationKind = 'oAuth2' | 'appToken' | 'developerApiKey' | 'appSecret';

const CREDENTIAL_TYPE_OF: Record<AuthenticationKind, string> = {
	oAuth2: CREDENTIAL_TYPES.publicApp,
	appToken: CREDENTIAL_TYPES.serviceKey,
	developerApiKey: CREDENTIAL_TYPES.developer,
	appSecret: CREDENTIAL_TYPES.appClient,
};

/** The credential type each authentication choice uses. */
export const credentialTypeOf = (kind: AuthenticationKind): string => CREDENTIAL_TYPE_OF[kind];

/** The node's authentication choice; contexts without items read the parameter without an index. */
export function authenticationOf(ctx: HubSpotContext): AuthenticationKind {
	const value =
		'getInputData' in ctx
			? (ctx as IExecuteFunctions).getNodeParameter('authentication', 0, 'oAuth2')
			: (ctx as IHookFunctions).getNodeParameter('authentication', 'oAuth2');
	return value as AuthenticationKind;
}

/** Whether the node being edited has a credential for its authentication choice (a new node may not have one yet). */
export const hasChosenCredential = (ctx: ILoadOptionsFunctions): boolean =>
	Boolean(ctx.getNode().credentials?.[credentialTypeOf(authenticationOf(ctx))]);
