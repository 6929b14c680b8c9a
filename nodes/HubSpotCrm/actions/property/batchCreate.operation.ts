import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { propertyBody } from '../../helpers/definitionBodies';
import { definitionEndpoints } from '../../helpers/definitionEndpoints';
import { objectTypeOf } from '../../../shared/crm/objectTypeFields';
import { runItemBatches, sendInputs } from '../../../shared/execution/batching';
import { apiVersionFor } from '../../../shared/transport/transport';
import type { PathSegment } from '../../../shared/transport/paths';
import { forgetPropertyDefinitions } from '../record/write/definitionsCache';
import { createFields } from './propertyFields';
import { readPropertyCreate } from './propertyInput';

/** Definitions per batch request (HubSpot's batch limit). */
const MAX_INPUTS = 100;

const show = { resource: ['property'], operation: ['batchCreate'] };

export const description = updateDisplayOptions({ show }, createFields);

/**
 * Creates one property per item, those of one object type up to 100 per request. HubSpot names each
 * result and failure by the property's name, so both go back to their items.
 */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	// Projects' definitions are sent in another version than the other types' under Latest.
	const versions = {
		projects: await apiVersionFor(this, definitionEndpoints('projects').batchCreate),
		other: await apiVersionFor(this, definitionEndpoints('companies').batchCreate),
	};
	return await runItemBatches(
		this,
		items,
		(itemIndex) => {
			const objectType = objectTypeOf(this, 'objectType', itemIndex);
			const body = propertyBody(
				this,
				readPropertyCreate(this, itemIndex),
				objectType === 'projects' ? versions.projects : versions.other,
				itemIndex,
			);
			return { key: String(body.name), body, requestGroup: { objectType } };
		},
		({ objectType }: { objectType: PathSegment }) => {
			const send = sendInputs(
				this,
				definitionEndpoints(objectType).batchCreate,
				{ objectType },
				{ idempotent: false },
			);
			return {
				maxPerRequest: MAX_INPUTS,
				send: async (chunk) => {
					const answer = await send(chunk);
					forgetPropertyDefinitions(this, objectType);
					return answer;
				},
				resultKeys: (result) => (typeof result.name === 'string' ? [result.name] : []),
			};
		},
		(result) => result,
	);
}
