import type { INodeProperties } from 'n8n-workflow';
import { inVersions } from '../../shared/execution/versions';
import { recordLocator } from '../../shared/crm/recordLocator';
import { RECORD_PICKER_VERSIONS, TYPED_ID_VERSIONS } from '../actions/record/nodeVersions';

/**
 * A single record's ID field: typed text in the node versions that had it, a record picker (search,
 * ID or URL) from version 3 on, under the same parameter name; its reader takes either.
 */
export const recordIdFields = (
	field: INodeProperties,
	objectTypeField = 'objectType',
): INodeProperties[] => [
	...inVersions(TYPED_ID_VERSIONS, [field]),
	...inVersions(RECORD_PICKER_VERSIONS, [
		{
			...recordLocator(field.name, field.displayName, field.description ?? '', objectTypeField),
			...(field.displayOptions ? { displayOptions: field.displayOptions } : {}),
		},
	]),
];
