import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';
import { SCOPES } from '../../shared/transport/scopes';
import { unlessRefused } from '../../shared/transport/scopeRefusal';
import { listFlows } from '../helpers/flows';

/** Flows the picker reads at most. */
const MAX_FLOWS = 1000;

/** What a picker shows when the credential may not read the list: the scope to add. */
const unlisted = (what: string, missingScope: string): INodeListSearchResult => ({
	results: [
		{
			name: `${what} not listed: the credential lacks the scope ${missingScope}`,
			value: '',
		},
	],
});

const matches = (wanted: string, ...texts: string[]) =>
	wanted === '' || texts.some((text) => text.toLowerCase().includes(wanted));

/** The account's workflows whose name or ID contains the filter; those that are off say so. */
export async function searchFlows(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const wanted = (filter ?? '').trim().toLowerCase();
	const flows = await unlessRefused(
		listFlows(this, { returnAll: false, limit: MAX_FLOWS }),
		SCOPES.automation,
	);
	if ('missingScope' in flows) return unlisted('Workflows', flows.missingScope);
	const results = flows.value
		.filter((flow) => flow.flowType === 'WORKFLOW')
		.map((flow) => ({
			name: `${flow.name ?? `Workflow ${flow.id}`}${flow.isEnabled ? '' : ' (off)'}`,
			value: String(flow.id),
		}))
		.filter((option) => matches(wanted, option.name, option.value))
		.sort((a, b) => a.name.localeCompare(b.name));
	return { results };
}
