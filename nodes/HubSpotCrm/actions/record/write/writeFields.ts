import type { INodeProperties } from 'n8n-workflow';
import { idPropertyField } from '../../../../shared/crm/fields';
import { simplify } from '../../../../shared/execution/descriptions';
import { associateWithField } from './associateWith';
import { attachmentsField } from './attachments';
import { associationsField, createAssociateWithField } from './associationInput';
import { propertyInputFields, recordIdentityFields } from './fixedCollection';
import { propertyMapperFields } from './mapper';
import { inVersions } from '../../../../shared/execution/versions';

import { FIXED_COLLECTION_VERSIONS, MAPPER_VERSIONS } from '../nodeVersions';

export { MAPPER_VERSIONS };

const [, recordIdFieldOfAutoMap] = recordIdentityFields;

/** The fields of Upsert and Batch Upsert: the unique property, its value (or input field) and the properties. */
export const upsertFields: INodeProperties[] = [
	{
		displayName: 'ID Property',
		name: 'idProperty',
		type: 'string',
		default: 'email',
		required: true,
		placeholder: 'email',
		description:
			'A property with unique values that finds the record: email for contacts, or any property whose values are unique (e.g. a custom external ID)',
	},
	{
		displayName: 'ID Property Value',
		name: 'idPropertyValue',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. ada@example.com',
		description:
			'The value of the ID property: the record that has it is updated; when none has it, a record is created with it',
		displayOptions: { hide: { propertiesInput: ['autoMap'] } },
	},
	{
		...recordIdFieldOfAutoMap,
		default: 'email',
		description:
			'Input field that holds the value of the ID property (e.g. the e-mail address). It is sent as that property.',
	},
	...propertyInputFields,
];

/** The properties input: the fixed collection in node version 1, n8n's resource mapper from version 2. */
const propertiesIn = (
	fixedCollection: INodeProperties[],
	mapperMode: Parameters<typeof propertyMapperFields>[0],
): INodeProperties[] => [
	...inVersions(FIXED_COLLECTION_VERSIONS, fixedCollection),
	...inVersions(MAPPER_VERSIONS, propertyMapperFields(mapperMode)),
];

/** The parameters of a record write, the same for its one-by-one and its batch form. */
export function recordWriteFields(write: 'create' | 'update' | 'upsert'): INodeProperties[] {
	switch (write) {
		case 'create':
			// Version 2 has one Associate With section and Attachments (on activities that carry files); version 1 keeps its two.
			return [
				...propertiesIn(propertyInputFields, 'add'),
				...inVersions(FIXED_COLLECTION_VERSIONS, [associateWithField, associationsField]),
				...inVersions(MAPPER_VERSIONS, [createAssociateWithField, attachmentsField]),
				simplify({}),
			];
		case 'update':
			return [
				...propertiesIn(
					[...recordIdentityFields, idPropertyField, ...propertyInputFields],
					'update',
				),
				simplify({}),
			];
		case 'upsert':
			return [...propertiesIn(upsertFields, 'upsert'), associateWithField, simplify({})];
	}
}
