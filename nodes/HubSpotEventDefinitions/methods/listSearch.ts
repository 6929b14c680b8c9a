import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';
import { matchingOptions } from '../../shared/execution/pickerResults';
import { listEventDefinitions } from '../helpers/definitions';

/** Definitions the picker reads at most. */
const MAX_DEFINITIONS = 1000;

/** The account's custom events whose label or name contains the filter; the value is the name sent. */
export async function searchEvents(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const definitions = await listEventDefinitions(this, MAX_DEFINITIONS);
	return matchingOptions(
		definitions.map((definition) => ({
			name: definition.labels?.singular || definition.name,
			value: definition.fullyQualifiedName,
		})),
		filter,
	);
}
