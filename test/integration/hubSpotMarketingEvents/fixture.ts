import type { IDataObject, INodeParameters } from 'n8n-workflow';
import type { CrmSandbox } from '../../harness/crmSandbox';
import { useEmptySandbox } from '../../harness/crmSandbox';
import { byId, nodeFixture } from '../../harness/nodeFixture';

/** One sandbox per test file without CRM records, reset before each test. */
export const useMarketingEventsSandbox = useEmptySandbox;

const marketingEvents = nodeFixture('hubSpotMarketingEvents');

/** Runs the HubSpot Marketing Events node with the private-app credential. */
export const runMarketingEvents = marketingEvents.run;

/** A picker request of the node as the editor sends it. */
export const editingMarketingEvents = marketingEvents.editing;

export { byId };

/** The Create parameters of a webinar keyed by these external ids. */
export const createWebinar = (extra: INodeParameters = {}): INodeParameters => ({
	resource: 'marketingEvent',
	operation: 'create',
	externalAccountId: 'zoom-account-1',
	externalEventId: '={{ $json.webinarId }}',
	eventName: '={{ $json.topic }}',
	eventOrganizer: 'Example Inc.',
	...extra,
});

/** Creates contacts through the CRM API and forgets those requests; returns their ids. */
export async function createContacts(sb: CrmSandbox, contacts: IDataObject[]): Promise<string[]> {
	const ids: string[] = [];
	for (const properties of contacts) {
		const { status, body } = await sb.call<{ id: string }>('POST', '/crm/v3/objects/contacts', {
			properties,
		});
		if (status !== 201) throw new Error(`creating ${JSON.stringify(properties)}: HTTP ${status}`);
		ids.push(body.id);
	}
	await sb.clearRequests();
	return ids;
}

/** A contact's properties, found by its e-mail address. */
export async function contactByEmail(sb: CrmSandbox, email: string): Promise<IDataObject> {
	const { status, body } = await sb.call<{ properties: IDataObject }>(
		'GET',
		`/crm/v3/objects/contacts/${encodeURIComponent(email)}?idProperty=email&properties=lastname`,
	);
	if (status !== 200) throw new Error(`reading ${email}: HTTP ${status}`);
	return body.properties;
}
