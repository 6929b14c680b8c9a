import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { CREDENTIAL_TYPES } from '../../../credentials/credentialTypes';
import { objectTypeOptions } from '../../shared/crm/customObjects';
import { OBJECT_TYPE_OPTIONS } from '../../shared/crm/objectTypeFields';
import * as shared from '../../shared/crm/pickers';
import { hasChosenCredential } from '../../shared/transport/authentication';
import { appClientLack } from '../../shared/transport/clientCredentials';

/**
 * What the chosen credential lacks to ask HubSpot anything: an App Client Secret credential made for
 * the Platform Trigger holds the signature secret only, and the journal's token needs the client id
 * and scopes too.
 */
async function lackOf(ctx: ILoadOptionsFunctions): Promise<string | undefined> {
	if (!hasChosenCredential(ctx)) return undefined;
	return await appClientLack(ctx, CREDENTIAL_TYPES.appClient);
}

const lacking = (missing: string): string =>
	`The App Client Secret credential lacks its ${missing}: the journal's token needs the app's Client ID, Client Secret and Scopes (the app's Auth page)`;

/** The object types; the built-in ones alone (without the account's custom objects) when the credential cannot ask. */
export async function getObjectTypes(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const missing = await lackOf(this);
	if (!missing) return await objectTypeOptions(this);
	return OBJECT_TYPE_OPTIONS.map((option) =>
		option.value === 'custom'
			? { ...option, description: `Custom objects are not listed. ${lacking(missing)}.` }
			: option,
	);
}

/** The type's properties; when the credential cannot ask, one entry naming what it lacks. */
export async function getProperties(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const missing = await lackOf(this);
	if (!missing) return await shared.getProperties.call(this);
	return [{ name: `No properties: ${lacking(missing)}`, value: '', description: lacking(missing) }];
}
