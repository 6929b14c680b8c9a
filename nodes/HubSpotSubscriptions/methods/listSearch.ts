import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';
import { SCOPES } from '../../shared/transport/scopes';
import { unlessRefused, unlisted } from '../../shared/transport/scopeRefusal';
import { listSubscriptionTypes } from '../helpers/subscriptionTypes';

/**
 * The default brand's subscription types whose name or ID contains the filter, active ones first;
 * HubSpot's internal types (e.g. One to One), which the API cannot change, are left out.
 */
export async function searchSubscriptionTypes(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const wanted = (filter ?? '').trim().toLowerCase();
	const types = await unlessRefused(
		listSubscriptionTypes(this, 0),
		SCOPES.communicationPreferencesRead,
	);
	if ('missingScope' in types)
		return { results: unlisted('Subscription types', types.missingScope, 'ID') };
	const results = types.value
		.filter((type) => type.isInternal !== true)
		.map((type) => ({
			name: `${String(type.name)}${type.isActive === false ? ' (inactive)' : ''}`,
			value: String(type.id),
		}))
		.filter(
			(option) =>
				wanted === '' ||
				option.name.toLowerCase().includes(wanted) ||
				option.value.includes(wanted),
		)
		.sort((a, b) => a.name.localeCompare(b.name));
	return { results };
}
