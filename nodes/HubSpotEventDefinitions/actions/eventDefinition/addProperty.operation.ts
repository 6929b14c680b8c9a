import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { itemReader } from '../../../shared/execution/itemParameters';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { pathSegment } from '../../../shared/transport/paths';
import { hubSpotApi } from '../../../shared/transport/transport';
import { eventLocator, internalNameOf } from '../../helpers/eventLocator';
import { propertyOptionsField, TYPE_NAMES, uiOptions } from './fields';
import { PROPERTY_TYPES, readPropertyDefinitions } from './propertyDefinitions';

const show = { resource: ['eventDefinition'], operation: ['addProperty'] };

const properties: INodeProperties[] = [
	eventLocator,
	{
		displayName: 'Property Label',
		name: 'label',
		type: 'string',
		required: true,
		default: '',
		description: 'Label shown in HubSpot',
	},
	{
		displayName: 'Property Name',
		name: 'name',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'video_title',
		description: 'Internal name of the property, used when sending occurrences',
	},
	{
		displayName: 'Type',
		name: 'type',
		type: 'options',
		options: PROPERTY_TYPES.map((value) => ({ name: TYPE_NAMES[value], value })),
		default: 'string',
	},
	{
		displayName: 'Property Description',
		name: 'description',
		type: 'string',
		default: '',
	},
	{ ...propertyOptionsField, displayOptions: { show: { type: ['enumeration'] } } },
];

export const description = updateDisplayOptions({ show }, properties);

/** Adds one property to an event per item, checked as Create checks its properties. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachCheckedWrite(this, items, (itemIndex) => {
		const type = read('type', itemIndex, 'string');
		const [property] = readPropertyDefinitions(
			this,
			[
				{
					label: read('label', itemIndex, ''),
					name: read('name', itemIndex, ''),
					type,
					description: read('description', itemIndex, ''),
					options: type === 'enumeration' ? uiOptions(read('options', itemIndex, {})) : [],
				},
			],
			'Property',
			itemIndex,
		);
		const eventNameSegment = pathSegment(this, internalNameOf(this, itemIndex), 'Event', itemIndex);
		return async () =>
			await hubSpotApi(this, {
				method: 'POST',
				endpoint: ENDPOINTS.eventDefinitionProperties,
				segments: {
					eventName: eventNameSegment,
				},
				body: property as unknown as IDataObject,
				itemIndex,
			});
	});
}
