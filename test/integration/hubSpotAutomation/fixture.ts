import type { IDataObject, INode, INodeParameters } from 'n8n-workflow';
import { CrmSandbox, useEmptySandbox } from '../../harness/crmSandbox';
import { oauth2Data, type IssuedToken } from '../../harness/sandboxCredentials';
import type { NodeRunResult } from '../../harness/engine';

/** One sandbox per test file without CRM records, reset before each test. */
export const useAutomationSandbox = useEmptySandbox;

/** Runs the HubSpot Automation node with the private-app credential. */
export async function runAutomation(
	sb: CrmSandbox,
	parameters: INodeParameters,
	input: IDataObject[] = [{}],
	continueOnFail = false,
): Promise<NodeRunResult> {
	return await sb.engine.runNode(
		{
			type: 'hubSpotAutomation',
			parameters: { authentication: 'appToken', ...parameters },
			credentials: { hubSpotPlatformAppTokenApi: 'app' },
			continueOnFail,
		},
		input,
	);
}

/** A picker request of the Automation node as the editor sends it. */
export const editingAutomation = (
	sb: CrmSandbox,
	parameters: INodeParameters,
	parameter: string,
	credentials?: INode['credentials'],
) =>
	sb.editing(parameters, parameter, {
		nodeType: 'hubSpotAutomation',
		typeVersion: 1,
		...(credentials ? { credentials } : {}),
	});

/** Creates contacts with these addresses through the CRM API; returns their ids. */
export async function createContacts(sb: CrmSandbox, ...emails: string[]): Promise<string[]> {
	const ids: string[] = [];
	for (const email of emails) {
		const { status, body } = await sb.call<{ id: string }>('POST', '/crm/v3/objects/contacts', {
			properties: { email },
		});
		if (status !== 201) throw new Error(`creating ${email}: HTTP ${status}`);
		ids.push(body.id);
	}
	await sb.clearRequests();
	return ids;
}

/** A resource locator's value by ID. */
export const byId = (value: string) => ({ __rl: true, mode: 'id', value });

/**
 * A picker request of the node with an OAuth2 credential granted only `crm.objects.contacts.read`:
 * what a picker says when the credential lacks its scope.
 */
export async function editingWithContactsOnly(
	sb: CrmSandbox,
	parameters: INodeParameters,
	parameter: string,
) {
	const scopes = ['crm.objects.contacts.read'];
	const token = await sb.control<IssuedToken>('POST', 'tokens', { scopes, expiresInSeconds: 600 });
	sb.engine.credentials.add({
		id: 'narrow',
		name: 'Contacts only',
		type: 'hubSpotPlatformOAuth2Api',
		data: oauth2Data(sb.baseUrl, scopes, token),
	});
	return editingAutomation(sb, { ...parameters, authentication: 'oAuth2' }, parameter, {
		hubSpotPlatformOAuth2Api: { id: 'narrow', name: 'Contacts only' },
	});
}
