import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { simplify, optionsCollection } from '../../../shared/execution/descriptions';
import { runItemBatches, sendInputs } from '../../../shared/execution/batching';
import type { PathSegment } from '../../../shared/transport/paths';
import {
	archivedField,
	idPropertyField,
	propertiesField,
	propertiesWithHistoryField,
	recordIdField,
	recordIdOf,
} from '../../../shared/crm/fields';
import { readText } from '../../../shared/execution/validation';
import {
	recordKeys,
	recordShaper,
	type CrmRecord,
	recordEndpoints,
} from '../../../shared/crm/records';
import { commaList } from '../../../shared/execution/commaList';
import { objectTypeOf } from '../../../shared/crm/objectTypeFields';
import { itemReader } from '../../../shared/execution/itemParameters';

/** Inputs per request; 50 when property history is asked for. */
const MAX_INPUTS = 100;
const MAX_INPUTS_WITH_HISTORY = 50;

const show = { resource: ['record'], operation: ['batchRead'] };

const properties: INodeProperties[] = [
	recordIdField,
	optionsCollection([
		archivedField,
		{
			...idPropertyField,
			description: `${idPropertyField.description} The property is added to the properties returned.`,
		},
		propertiesField,
		propertiesWithHistoryField,
	]),
	simplify({}),
];

export const description = updateDisplayOptions({ show }, properties);

interface ReadRequestGroup {
	objectType: PathSegment;
	archived: boolean;
	idProperty: string;
	properties: string[];
	propertiesWithHistory: string[];
}

function readRequestGroup(ctx: IExecuteFunctions, itemIndex: number): ReadRequestGroup {
	const read = itemReader(ctx);
	const options = read('options', itemIndex, {}) as IDataObject;
	const idProperty = readText(ctx, options.idProperty, 'ID Property', itemIndex).trim();
	const properties = commaList(options.properties);
	// The ID property's value is what maps each record back to its item.
	if (idProperty && !properties.includes(idProperty)) properties.push(idProperty);
	return {
		objectType: objectTypeOf(ctx, 'objectType', itemIndex),
		archived: options.archived === true,
		idProperty,
		properties,
		propertiesWithHistory: commaList(options.propertiesWithHistory),
	};
}

/** Reads one record per item, up to 100 per request. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await runItemBatches(
		this,
		items,
		(itemIndex) => {
			const requestGroup = readRequestGroup(this, itemIndex);
			const id = recordIdOf(this, itemIndex, requestGroup.idProperty);
			return { key: id, body: { id }, requestGroup };
		},
		(requestGroup) => ({
			maxPerRequest: requestGroup.propertiesWithHistory.length
				? MAX_INPUTS_WITH_HISTORY
				: MAX_INPUTS,
			send: sendInputs(
				this,
				recordEndpoints(requestGroup.objectType).batchRead,
				{ objectType: requestGroup.objectType },
				{
					qs: { archived: requestGroup.archived },
					rest: {
						properties: requestGroup.properties,
						propertiesWithHistory: requestGroup.propertiesWithHistory,
						...(requestGroup.idProperty ? { idProperty: requestGroup.idProperty } : {}),
					},
					idempotent: true,
				},
			),
			resultKeys: (result) => recordKeys(result as CrmRecord, requestGroup.idProperty),
		}),
		recordShaper(this),
	);
}
