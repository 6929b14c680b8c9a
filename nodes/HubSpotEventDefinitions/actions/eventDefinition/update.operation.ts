import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { itemReader } from '../../../shared/execution/itemParameters';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { invalidInput, readText } from '../../../shared/execution/validation';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { pathSegment } from '../../../shared/transport/paths';
import { apiVersionFor, hubSpotApi } from '../../../shared/transport/transport';
import type { EventDefinition } from '../../helpers/definitions';
import { eventLocator, internalNameOf } from '../../helpers/eventLocator';
import { LABEL_MAX_LENGTH } from './propertyDefinitions';

const show = { resource: ['eventDefinition'], operation: ['update'] };

const properties: INodeProperties[] = [
	eventLocator,
	{
		displayName: 'Update Fields',
		name: 'updateFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			{
				displayName: 'Description',
				name: 'description',
				type: 'string',
				default: '',
				description: 'Help text of the event in HubSpot',
			},
			{
				displayName: 'Label',
				name: 'label',
				type: 'string',
				default: '',
				description: 'Label of the event shown in HubSpot (at most 100 characters)',
			},
		],
	},
];

export const description = updateDisplayOptions({ show }, properties);

/** The label and description an item changes, checked; at least one. */
function changes(ctx: IExecuteFunctions, itemIndex: number): IDataObject {
	const fields = (itemReader(ctx)('updateFields', itemIndex, {}) ?? {}) as IDataObject;
	const label = readText(ctx, fields.label, 'Label', itemIndex).trim();
	const text = readText(ctx, fields.description, 'Description', itemIndex).trim();
	if (label.length > LABEL_MAX_LENGTH)
		throw invalidInput(
			ctx,
			'Label',
			itemIndex,
			`must be at most ${LABEL_MAX_LENGTH} characters, got ${label.length}`,
		);
	if (label === '' && text === '')
		throw invalidInput(ctx, 'Update Fields', itemIndex, 'add a Label or a Description to change');
	return { ...(label ? { label } : {}), ...(text ? { description: text } : {}) };
}

/**
 * Changes an event's label or description. The v3 endpoint also requires `propertyOrder` (the
 * properties' names in their order): the legacy mode reads the definition and sends its order
 * unchanged; the date versions take only the label and the description.
 */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const legacy = (await apiVersionFor(this, ENDPOINTS.eventDefinition)) === 'legacy';
	return await forEachCheckedWrite(this, items, (itemIndex) => {
		const body = changes(this, itemIndex);
		const segments = {
			eventName: pathSegment(this, internalNameOf(this, itemIndex), 'Event', itemIndex),
		};
		return async () => {
			if (legacy) {
				const current = await hubSpotApi<EventDefinition & IDataObject>(this, {
					method: 'GET',
					endpoint: ENDPOINTS.eventDefinition,
					segments,
					itemIndex,
				});
				body.propertyOrder = (current.properties ?? []).map((property) => property.name);
			}
			return await hubSpotApi(this, {
				method: 'PATCH',
				endpoint: ENDPOINTS.eventDefinition,
				segments,
				body,
				itemIndex,
			});
		};
	});
}
