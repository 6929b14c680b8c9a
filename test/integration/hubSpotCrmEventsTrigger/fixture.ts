import type { IDataObject, INodeExecutionData, INodeParameters } from 'n8n-workflow';
import { PollHost } from '../../harness/poll';
import { ACCOUNT } from '../../sandbox/account';
import { PROJECT_APP } from '../../sandbox/state/projectApps';
import { CrmSandbox } from '../../harness/crmSandbox';

/** The scopes the test credential asks for: the journal's and the read scopes of contacts and companies. */
export const TEST_SCOPES =
	'developer.webhooks_journal.read developer.webhooks_journal.subscriptions.read developer.webhooks_journal.subscriptions.write crm.objects.contacts.read crm.objects.companies.read';

const CREDENTIAL_ID = 'hsAppClient00001';

/** The project app's credential that also asks for the scope of record snapshots. */
export const SNAPSHOT_CREDENTIAL_ID = 'hsAppClient00002';

/** One sandbox per test file, empty of seeded records, reset before each test, with the project app's credential. */
export function useJournalSandbox(config: IDataObject = {}): { sb: CrmSandbox } {
	const state = { sb: undefined as unknown as CrmSandbox };
	beforeAll(async () => {
		state.sb = await CrmSandbox.start({ seedPerType: 0 });
		state.sb.engine.credentials.add({
			id: CREDENTIAL_ID,
			name: 'Project app',
			type: 'hubSpotPlatformAppSecretApi',
			data: {
				appId: String(PROJECT_APP.appId),
				clientId: PROJECT_APP.clientId,
				clientSecret: PROJECT_APP.clientSecret,
				scopes: TEST_SCOPES,
				baseUrl: state.sb.baseUrl,
			},
		});
		state.sb.engine.credentials.add({
			id: SNAPSHOT_CREDENTIAL_ID,
			name: 'Project app with snapshots',
			type: 'hubSpotPlatformAppSecretApi',
			data: {
				appId: String(PROJECT_APP.appId),
				clientId: PROJECT_APP.clientId,
				clientSecret: PROJECT_APP.clientSecret,
				scopes: `${TEST_SCOPES} developer.webhooks_journal.snapshots.write`,
				baseUrl: state.sb.baseUrl,
			},
		});
	});
	afterAll(async () => await state.sb.close());
	beforeEach(async () => {
		await state.sb.control('DELETE', 'config');
		await state.sb.control('PUT', 'config', {
			seedPerType: 0,
			rateLimits: { enabled: false },
			...config,
		});
		await state.sb.reset();
	});
	return state;
}

/** A CRM Events Trigger on the project app, polled by a fresh n8n (or one restarted over `saved`). */
export function journalTrigger(
	sb: CrmSandbox,
	parameters: INodeParameters,
	saved?: IDataObject,
	credentialId = CREDENTIAL_ID,
): PollHost {
	return new PollHost(
		sb.engine,
		{
			type: 'hubSpotCrmEventsTrigger',
			parameters: {
				authentication: 'appSecret',
				portalId: ACCOUNT.hubId,
				objectType: 'contacts',
				events: ['created', 'updated', 'deleted'],
				...parameters,
			},
			credentials: { hubSpotPlatformAppSecretApi: credentialId },
		},
		saved,
	);
}

/** `event:recordId` of each item. */
export const eventsOf = (items: INodeExecutionData[] | null): string[] =>
	(items ?? []).map((item) => `${String(item.json.event)}:${String(item.json.recordId)}`);

export async function createContact(sb: CrmSandbox, properties: IDataObject): Promise<string> {
	const { status, body } = await sb.call<{ id: string }>('POST', '/crm/v3/objects/contacts', {
		properties,
	});
	if (status !== 201) throw new Error(`create contact: HTTP ${status}`);
	return body.id;
}

export async function updateContact(
	sb: CrmSandbox,
	id: string,
	properties: IDataObject,
): Promise<void> {
	const { status } = await sb.call('PATCH', `/crm/v3/objects/contacts/${id}`, { properties });
	if (status !== 200) throw new Error(`update contact ${id}: HTTP ${status}`);
}

/** Contacts created 100 at a time (batch create), oldest first. */
export async function createContacts(sb: CrmSandbox, count: number): Promise<string[]> {
	const ids: string[] = [];
	for (let start = 0; start < count; start += 100) {
		const inputs = Array.from({ length: Math.min(100, count - start) }, (_, i) => ({
			properties: { firstname: `C${start + i}` },
		}));
		const { status, body } = await sb.call<{ results: Array<{ id: string }> }>(
			'POST',
			'/crm/v3/objects/contacts/batch/create',
			{ inputs },
		);
		if (status !== 201)
			throw new Error(`batch create: HTTP ${status} ${JSON.stringify(body).slice(0, 200)}`);
		ids.push(...body.results.map((r) => r.id));
	}
	return ids.sort((a, b) => Number(a) - Number(b));
}
