import type { IDataObject, INodeExecutionData, INodeParameters } from 'n8n-workflow';
import { PollHost } from '../../harness/poll';
import { CrmSandbox, useEmptySandbox } from '../../harness/crmSandbox';

/** One sandbox per test file without CRM records, reset before each test. */
export const usePollingSandbox = useEmptySandbox;

/** A HubSpot CRM Trigger on the sandbox's private app, polled by a fresh n8n (or one restarted over `saved`). */
export function pollingTrigger(
	sb: CrmSandbox,
	parameters: INodeParameters,
	saved?: IDataObject,
): PollHost {
	return new PollHost(
		sb.engine,
		{
			type: 'hubSpotCrmTrigger',
			parameters: {
				authentication: 'appToken',
				objectType: 'companies',
				event: 'updated',
				...parameters,
			},
			credentials: { hubSpotPlatformAppTokenApi: 'app' },
		},
		saved,
	);
}

export const idsOf = (items: INodeExecutionData[] | null): string[] =>
	(items ?? []).map((item) => String(item.json.id));

/** Creates records through HubSpot's API (not the seed), so they carry the sandbox's current time. */
export async function createRecords(
	sb: CrmSandbox,
	objectType: string,
	properties: IDataObject[],
): Promise<string[]> {
	const ids: string[] = [];
	for (let start = 0; start < properties.length; start += 100) {
		const { status, body } = await sb.call<{ results: Array<{ id: string }> }>(
			'POST',
			`/crm/v3/objects/${objectType}/batch/create`,
			{
				inputs: properties.slice(start, start + 100).map((p) => ({ properties: p })),
			},
		);
		if (status !== 201) throw new Error(`batch create: HTTP ${status}`);
		ids.push(...body.results.map((r) => r.id));
	}
	return ids.sort((a, b) => Number(a) - Number(b));
}

export async function updateRecord(
	sb: CrmSandbox,
	objectType: string,
	id: string,
	properties: IDataObject,
): Promise<void> {
	const { status } = await sb.call('PATCH', `/crm/v3/objects/${objectType}/${id}`, { properties });
	if (status !== 200) throw new Error(`update ${objectType} ${id}: HTTP ${status}`);
}

/** Moves the sandbox's clock forward (what HubSpot stamps writes with); the node's clock does not move. */
export async function advanceClock(sb: CrmSandbox, ms: number): Promise<void> {
	await sb.control('POST', 'clock', { advanceMs: ms });
}
