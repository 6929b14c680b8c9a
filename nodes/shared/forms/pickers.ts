import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';
import { matchingOptions } from '../execution/pickerResults';
import { listForms } from './forms';

/** Forms the picker reads at most. */
const MAX_FORMS = 1000;

/** The account's live forms of every type whose name or ID contains the filter. */
export async function searchForms(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const forms = await listForms(this, { formTypes: ['all'], returnAll: false, limit: MAX_FORMS });
	return matchingOptions(
		forms.map((form) => ({
			name:
				form.formType && form.formType !== 'hubspot'
					? `${form.name} (${form.formType})`
					: form.name,
			value: form.id,
		})),
		filter,
	);
}
