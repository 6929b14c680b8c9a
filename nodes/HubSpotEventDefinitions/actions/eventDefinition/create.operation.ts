import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { additionalFieldsCollection } from '../../../shared/execution/descriptions';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { hubSpotApi } from '../../../shared/transport/transport';
import { invalidInput, readText, requiredString } from '../../../shared/execution/validation';
import { propertyDefinitionFields, uiPropertyDefinitions } from './fields';
import {
	checkEventName,
	jsonArray,
	LABEL_MAX_LENGTH,
	readPropertyDefinitions,
} from './propertyDefinitions';
import { itemReader } from '../../../shared/execution/itemParameters';

const PRIMARY_OBJECTS = ['CONTACT', 'COMPANY', 'DEAL', 'TICKET'];

const show = { resource: ['eventDefinition'], operation: ['create'] };

const properties: INodeProperties[] = [
	{
		displayName: 'Label',
		name: 'label',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'Watched Video',
		description: 'Label of the event shown in HubSpot (at most 100 characters)',
	},
	{
		displayName: 'Primary Object',
		name: 'primaryObject',
		type: 'options',
		options: PRIMARY_OBJECTS.map((value) => ({
			name: value.charAt(0) + value.slice(1).toLowerCase(),
			value,
		})),
		default: 'CONTACT',
		description: 'The type of record completions of the event are associated with',
	},
	{
		displayName: 'Include Default Properties',
		name: 'includeDefaultProperties',
		type: 'boolean',
		default: true,
		description:
			"Whether the event also gets HubSpot's default event properties (page, browser, location...)",
	},
	...propertyDefinitionFields,
	additionalFieldsCollection([
		{
			displayName: 'Description',
			name: 'description',
			type: 'string',
			default: '',
			description: 'Help text of the event in HubSpot',
		},
		{
			displayName: 'Name',
			name: 'name',
			type: 'string',
			default: '',
			placeholder: 'watched_video',
			description:
				'Internal name: at most 50 lowercase letters, digits and underscores, starting with a letter. HubSpot makes one from the label when empty.',
		},
	]),
];

export const description = updateDisplayOptions({ show }, properties);

/** The body of POST /events/v3/event-definitions for one item, every limit checked. */
function eventDefinitionBody(ctx: IExecuteFunctions, itemIndex: number): IDataObject {
	const read = itemReader(ctx);
	const label = requiredString(ctx, 'label', 'Label', itemIndex);
	if (label.length > LABEL_MAX_LENGTH) {
		throw invalidInput(
			ctx,
			'Label',
			itemIndex,
			`must be at most ${LABEL_MAX_LENGTH} characters, got ${label.length}`,
		);
	}
	const primaryObject = readText(
		ctx,
		read('primaryObject', itemIndex, 'CONTACT'),
		'Primary Object',
		itemIndex,
	)
		.trim()
		.toUpperCase();
	if (!PRIMARY_OBJECTS.includes(primaryObject)) {
		throw invalidInput(
			ctx,
			'Primary Object',
			itemIndex,
			`must be one of ${PRIMARY_OBJECTS.join(', ')}, got "${primaryObject}"`,
		);
	}
	const additional = read('additionalFields', itemIndex, {}) as IDataObject;
	const name = readText(ctx, additional.name, 'Name', itemIndex).trim();
	if (name !== '') checkEventName(ctx, name, 'Name', itemIndex);
	const eventDescription = readText(ctx, additional.description, 'Description', itemIndex).trim();
	const fromJson = read('propertiesInput', itemIndex, 'fields') === 'json';
	const field = fromJson ? 'Property Definitions (JSON)' : 'Property Definitions';
	const raw = fromJson
		? jsonArray(ctx, read('propertyDefinitionsJson', itemIndex, '[]'), field, itemIndex)
		: uiPropertyDefinitions(read('propertyDefinitions', itemIndex, {}) as IDataObject);
	return {
		label,
		...(name ? { name } : {}),
		...(eventDescription ? { description: eventDescription } : {}),
		primaryObject,
		includeDefaultProperties: read('includeDefaultProperties', itemIndex, true) as boolean,
		propertyDefinitions: readPropertyDefinitions(
			ctx,
			raw,
			field,
			itemIndex,
		) as unknown as IDataObject[],
	};
}

/** One definition per item; the fully qualified name completions are sent under comes first. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachCheckedWrite(this, items, (itemIndex) => {
		const body = eventDefinitionBody(this, itemIndex);
		return async () => {
			const definition = await hubSpotApi<IDataObject>(this, {
				method: 'POST',
				endpoint: ENDPOINTS.eventDefinitions,
				body,
				itemIndex,
			});
			return { fullyQualifiedName: definition.fullyQualifiedName, ...definition };
		};
	});
}
