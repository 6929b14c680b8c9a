import type { INodeProperties } from 'n8n-workflow';
import { idPropertyField } from '../../../../shared/crm/fields';
import { simplify } from '../../../../shared/execution/descriptions';
import { associateWithField } from './associateWith';
import { attachmentsField } from './attachments';
import { associationsField, createAssociateWithField } from './associationInput';
import { propertyInputFields, recordIdentityFields, upsertFields } from './fixedCollection';
import { propertiesIn } from './recordInputs';
import { inVersions } from '../../../../shared/execution/versions';
import { FIXED_COLLECTION_VERSIONS, MAPPER_VERSIONS } from '../nodeVersions';

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
