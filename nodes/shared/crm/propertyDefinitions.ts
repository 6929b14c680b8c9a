import type { IDataObject } from 'n8n-workflow';
import { recordEndpoints } from './records';
import type { PathSegment } from '../transport/paths';
import type { HubSpotContext } from '../transport/nodeContext';
import { hubSpotApi } from '../transport/transport';

/** A property definition, as HubSpot's properties API describes it (the fields the node reads). */
export interface PropertyDefinition extends IDataObject {
	name: string;
	label?: string;
	description?: string;
	/** `string`, `number`, `bool`, `enumeration`, `date`, `datetime`, `phone_number`, … */
	type?: string;
	/** `checkbox` makes an enumeration a multi-select (values joined with `;`). */
	fieldType?: string;
	options?: Array<{ label?: string; value: string; hidden?: boolean }>;
	hasUniqueValue?: boolean;
	hidden?: boolean;
	modificationMetadata?: { readOnlyValue?: boolean };
	/** `OWNER` for owner properties, whose options HubSpot keeps elsewhere. */
	referencedObjectType?: string;
}

/** The property definitions of an object type (projects' from the newest version that has them). */
export async function propertyDefinitions(
	ctx: HubSpotContext,
	objectType: PathSegment,
	itemIndex?: number,
): Promise<PropertyDefinition[]> {
	const { results = [] } = await hubSpotApi<{ results?: PropertyDefinition[] }>(ctx, {
		method: 'GET',
		endpoint: recordEndpoints(objectType).properties,
		segments: { objectType },
		itemIndex,
	});
	return results;
}

export const isReadOnly = (definition: PropertyDefinition): boolean =>
	definition.modificationMetadata?.readOnlyValue === true;

export const isMultiSelect = (definition: PropertyDefinition): boolean =>
	definition.type === 'enumeration' && definition.fieldType === 'checkbox';
