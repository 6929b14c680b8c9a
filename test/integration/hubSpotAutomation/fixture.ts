import type { INodeParameters } from 'n8n-workflow';
import { CrmSandbox, useEmptySandbox } from '../../harness/crmSandbox';
import { byId, nodeFixture } from '../../harness/nodeFixture';

/** One sandbox per test file without CRM records, reset before each test. */
export const useAutomationSandbox = useEmptySandbox;

const automation = nodeFixture('hubSpotAutomation');

/** Runs the HubSpot Automation node with the private-app credential. */
export const runAutomation = automation.run;

/** A picker request of the Automation node as the editor sends it. */
export const editingAutomation = automation.editing;

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

export { byId };

/**
 * A picker request of the node with an OAuth2 credential granted only `crm.objects.contacts.read`:
 * what a picker says when the credential lacks its scope.
 */
export const editingWithContactsOnly = (
	sb: CrmSandbox,
	parameters: INodeParameters,
	parameter: string,
) => automation.editingWithScopes(sb, parameters, parameter, ['crm.objects.contacts.read']);
