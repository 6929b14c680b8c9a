import type { INodeProperties } from 'n8n-workflow';
import { idPropertyField } from '../../shared/crmFields';
import { simplify } from '../../shared/descriptions';
import { associateWithField } from './associateWith';
import { associationsField, createAssociateWithField } from './associationInput';
import { propertyInputFields, recordIdentityFields } from './propertyInput';
import { propertyMapperFields } from './propertyMapper';
import { upsertFields } from './upsertInput';
import { FIXED_COLLECTION_VERSIONS, MAPPER_VERSIONS, inVersions } from './versions';

/** The properties input: the fixed collection in node version 1, n8n's resource mapper from version 2. */
const propertiesIn = (fixedCollection: INodeProperties[], mapperMode: Parameters<typeof propertyMapperFields>[0]): INodeProperties[] => [
	...inVersions(FIXED_COLLECTION_VERSIONS, fixedCollection),
	...inVersions(MAPPER_VERSIONS, propertyMapperFields(mapperMode)),
];

/** The parameters of a record write, the same for its one-by-one and its batch form. */
export function recordWriteFields(write: 'create' | 'update' | 'upsert'): INodeProperties[] {
	switch (write) {
		case 'create':
			// Version 2 has one Associate With section; version 1 keeps its two.
			return [
				...propertiesIn(propertyInputFields, 'add'),
				...inVersions(FIXED_COLLECTION_VERSIONS, [associateWithField, associationsField]),
				...inVersions(MAPPER_VERSIONS, [createAssociateWithField]),
				simplify({}),
			];
		case 'update':
			return [...propertiesIn([...recordIdentityFields, idPropertyField, ...propertyInputFields], 'update'), simplify({})];
		case 'upsert':
			return [...propertiesIn(upsertFields, 'upsert'), associateWithField, simplify({})];
	}
}
