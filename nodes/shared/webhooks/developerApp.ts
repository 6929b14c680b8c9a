import type { IExecuteFunctions, IHookFunctions, ILoadOptionsFunctions } from 'n8n-workflow';
import { CREDENTIAL_TYPES } from '../../../credentials/credentialTypes';
import { invalidInput, readIntegerId, readText } from '../execution/validation';

/** The app ID stored in the developer credential. */
export async function credentialAppId(
	ctx: IExecuteFunctions | ILoadOptionsFunctions | IHookFunctions,
): Promise<string> {
	const { appId } = await ctx.getCredentials<{ appId?: string | number }>(
		CREDENTIAL_TYPES.developer,
	);
	return String(appId ?? '').trim();
}

/**
 * The app an item works on: the value of `field` when given, else the credential's app ID. HubSpot
 * app IDs are digits only.
 */
export async function appIdOf(
	ctx: IExecuteFunctions,
	given: unknown,
	field: string,
	itemIndex: number,
): Promise<string> {
	const appId = readText(ctx, given, field, itemIndex).trim() || (await credentialAppId(ctx));
	if (appId === '')
		throw invalidInput(ctx, field, itemIndex, 'is empty here and in the credential');
	return readIntegerId(ctx, appId, field, itemIndex);
}
