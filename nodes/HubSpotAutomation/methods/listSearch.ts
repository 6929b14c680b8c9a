import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';
import { SCOPES } from '../../shared/transport/scopes';
import { unlessRefused, unlisted } from '../../shared/transport/scopeRefusal';
import { listFlows } from '../helpers/flows';
import { listMeetingLinks } from '../helpers/meetingLinks';
import { listSequences } from '../helpers/sequences';

/** Flows, or sequences, a picker reads at most. */
const MAX_LISTED = 1000;

const matches = (wanted: string, ...texts: string[]) =>
	wanted === '' || texts.some((text) => text.toLowerCase().includes(wanted));

/** The account's workflows whose name or ID contains the filter; those that are off say so. */
export async function searchFlows(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const wanted = (filter ?? '').trim().toLowerCase();
	const flows = await unlessRefused(
		listFlows(this, { returnAll: false, limit: MAX_LISTED }),
		SCOPES.automation,
	);
	if ('missingScope' in flows) return { results: unlisted('Workflows', flows.missingScope) };
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

/** The chosen user's sequences whose name or ID contains the filter; none until a user is chosen. */
export async function searchSequences(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const userId = String(this.getCurrentNodeParameter('userId') ?? '').trim();
	if (!/^\d+$/.test(userId)) return { results: [] };
	const wanted = (filter ?? '').trim().toLowerCase();
	const sequences = await unlessRefused(
		listSequences(this, userId, { returnAll: false, limit: MAX_LISTED }),
		SCOPES.sequencesRead,
	);
	if ('missingScope' in sequences)
		return { results: unlisted('Sequences', sequences.missingScope) };
	const results = sequences.value
		.map((sequence) => ({ name: String(sequence.name), value: String(sequence.id) }))
		.filter((option) => matches(wanted, option.name, option.value))
		.sort((a, b) => a.name.localeCompare(b.name));
	return { results };
}

/** The account's meeting links whose name or slug contains the filter; the value is the slug. */
export async function searchMeetingLinks(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const wanted = (filter ?? '').trim().toLowerCase();
	const links = await unlessRefused(
		listMeetingLinks(this, undefined, { returnAll: false, limit: MAX_LISTED }),
		SCOPES.meetingLinksRead,
	);
	if ('missingScope' in links) return { results: unlisted('Meeting links', links.missingScope) };
	const results = links.value
		.map((link) => ({
			name: `${String(link.name ?? link.slug)} (${String(link.slug)})`,
			value: String(link.slug),
			url: typeof link.link === 'string' ? link.link : undefined,
		}))
		.filter((option) => matches(wanted, option.name))
		.sort((a, b) => a.name.localeCompare(b.name));
	return { results };
}
