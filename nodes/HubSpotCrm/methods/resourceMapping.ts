import { NodeOperationError } from 'n8n-workflow';
import type {
	FieldType,
	ILoadOptionsFunctions,
	ResourceMapperField,
	ResourceMapperFields,
} from 'n8n-workflow';
import { keyFieldsFirst } from '../actions/record/activities';
import { withLookupOptions } from './lookupFields';
import { RECORD_ID_COLUMN } from '../actions/record/write/mapper';
import {
	isMultiSelect,
	isReadOnly,
	propertyDefinitions,
	type PropertyDefinition,
} from '../../shared/crm/propertyDefinitions';
import { currentObjectType } from '../../shared/crm/objectTypeFields';
import { hasChosenCredential } from '../../shared/transport/authentication';
import { requiredPropertiesOf } from '../../shared/crm/customObjects';
import { ATTACHMENT_IDS_PROPERTY } from '../actions/record/write/attachments';
import { RECORD_ID_KEPT_VERSIONS } from '../actions/record/nodeVersions';
import { OPTION_LIST_FIELD_TYPE, optionListLabel } from '../../shared/execution/optionList';

/** The mapper's input for a property type: a number box, a toggle, a picker, a date picker, text (multi-selects too). */
function fieldTypeOf(definition: PropertyDefinition): FieldType {
	switch (definition.type) {
		case 'number':
			return 'number';
		case 'bool':
			return 'boolean';
		case 'date':
		case 'datetime':
			return 'dateTime';
		case 'enumeration':
			if (isMultiSelect(definition)) return OPTION_LIST_FIELD_TYPE;
			return definition.options?.length ? 'options' : 'string';
		default:
			return 'string';
	}
}

/**
 * The fields of the property mapper: the writable properties of the chosen object type, with their
 * labels, types and options (read-only ones are not offered; on a create, neither the attachments'
 * property, given in Attachments); a create requires what a custom object's schema requires.
 * Properties with unique values can
 * find the record for Update and Create or Update (contacts' email first); Update can also find it
 * by its record ID.
 */
export async function getPropertyMappingFields(
	this: ILoadOptionsFunctions,
): Promise<ResourceMapperFields> {
	// A new node is asked for its fields before n8n has set its credential: say so, never "no properties".
	if (!hasChosenCredential(this))
		throw new NodeOperationError(this.getNode(), 'Choose a credential to load the properties');
	const objectType = currentObjectType(this);
	if (!objectType) return { fields: [] };
	const operation = String(this.getCurrentNodeParameter('operation') ?? '');
	const creating = operation === 'create' || operation === 'batchCreate';
	const updating = operation === 'update' || operation === 'batchUpdate';
	const upserting = operation === 'upsert' || operation === 'batchUpsert';
	const [all, required] = await Promise.all([
		propertyDefinitions(this, objectType),
		creating ? requiredPropertiesOf(this, objectType) : new Set<string>(),
	]);
	// A create's files are given in its Attachments section, not as the property that holds their IDs.
	const definitions = all.filter(
		(p) => !isReadOnly(p) && !(creating && p.name === ATTACHMENT_IDS_PROPERTY),
	);
	const unique = definitions.filter((p) => p.hasUniqueValue);
	const preferred = unique.find((p) => p.name === 'email') ?? unique[0];
	const listed: ResourceMapperField[] = definitions
		.map((p) => ({
			id: p.name,
			displayName: isMultiSelect(p) ? optionListLabel(p.label || p.name) : p.label || p.name,
			required: required.has(p.name),
			defaultMatch: upserting && p === preferred,
			canBeUsedToMatch: (updating || upserting) && p.hasUniqueValue === true,
			display: true,
			type: fieldTypeOf(p),
			...(fieldTypeOf(p) === 'options'
				? {
						options: (p.options ?? [])
							.filter((o) => !o.hidden)
							.map((o) => ({ name: o.label || o.value, value: o.value })),
					}
				: {}),
		}))
		.sort((a, b) => a.displayName.localeCompare(b.displayName));
	const fields = keyFieldsFirst(
		objectType,
		await withLookupOptions(this, objectType, definitions, listed),
	);
	if (updating) {
		fields.unshift({
			id: RECORD_ID_COLUMN,
			displayName: 'Record ID',
			required: RECORD_ID_KEPT_VERSIONS.includes(this.getNode().typeVersion),
			defaultMatch: true,
			canBeUsedToMatch: true,
			display: true,
			type: 'string',
		});
	}
	return { fields };
}
