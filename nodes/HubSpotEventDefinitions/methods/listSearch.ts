import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';
import { listEventDefinitions } from '../helpers/definitions';

/** Definitions the picker reads at most. */
const MAX_DEFINITIONS = 1000;

/** The account's custom events whose label or name contains the filter; the value is the name sent. */
export async function searchEvents(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const wanted = (filter ?? '').trim().toLowerCase();
	const definitions = await listEventDefinitions(this, MAX_DEFINITIONS);
	const results = definitions
		.map((definition) => ({
			name: definition.labels?.singular || definition.name,
			value: definition.fullyQualifiedName,
		}))
		.filter(
			(option) =>
				wanted === '' ||
				option.name.toLowerCase().includes(wanted) ||
				option.value.toLowerCase().includes(wanted),
		)
		.sort((a, b) => a.name.localeCompare(b.name));
	return { results };
}
