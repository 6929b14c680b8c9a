import { atLeast, PATH_FORMS, type ApiVersion } from '../../versions';
import type { EndpointContract, Fixtures } from './endpointContracts';
import { CRM_PROPERTY, ERROR_BODY, under } from './requiredFields';

/** `PropertyGroup`. */
const GROUP = ['name', 'label', 'displayOrder', 'archived'];
/** The fields an object type definition (a schema update's answer) requires. */
const TYPE_DEFINITION = [
	'id',
	'name',
	'labels.singular',
	'labels.plural',
	'objectTypeId',
	'fullyQualifiedName',
	'requiredProperties',
	'archived',
];
const ASSOCIATION_DEFINITION = ['id', 'fromObjectTypeId', 'toObjectTypeId'];

/** An option as each version requires it in a create body (2026-03: with displayOrder). */
const option = (value: string, position: number) => ({
	label: value,
	value,
	hidden: false,
	displayOrder: position,
});
const property = (name: string) => ({
	name,
	label: name,
	type: 'enumeration',
	fieldType: 'select',
	groupName: 'contactinformation',
	options: [option('a', 0), option('b', 1)],
});

/** A schema create body with every field each version requires. */
function schemaBody(version: ApiVersion, name: string): Record<string, unknown> {
	return {
		name,
		labels: { singular: 'Boat', plural: 'Boats' },
		primaryDisplayProperty: 'hull_id',
		properties: [{ name: 'hull_id', label: 'Hull ID', type: 'string', fieldType: 'text' }],
		requiredProperties: ['hull_id'],
		associatedObjects: ['0-1'],
		...(version === 'legacy'
			? {}
			: {
					allowsSensitiveProperties: false,
					searchableProperties: [],
					secondaryDisplayProperties: [],
				}),
		...(version === '2026-03' ? { shouldCreateSameObjectAssociation: false } : {}),
	};
}

const createdProperty = async (prefix: string, f: Fixtures) =>
	await f.prepare({
		method: 'POST',
		path: `${prefix}/contacts`,
		json: property('shoe_size'),
		credential: 'token',
	});

/** Property, property group and custom object schema writes. */
export const DEFINITION_CONTRACTS: EndpointContract[] = [
	{
		endpoint: 'POST /crm/v3/properties/{objectType}',
		forms: PATH_FORMS.properties,
		request: async (prefix) => ({
			method: 'POST',
			path: `${prefix}/contacts`,
			json: property('shoe_size'),
			credential: 'token',
		}),
		status: 201,
		required: [...CRM_PROPERTY, 'options[].displayOrder', 'options[].hidden'],
	},
	{
		endpoint: 'POST /crm/v3/properties/{objectType} (invalid type and field type pair)',
		forms: PATH_FORMS.properties,
		request: async (prefix) => ({
			method: 'POST',
			path: `${prefix}/contacts`,
			json: { ...property('shoe_size'), type: 'number' },
			credential: 'token',
		}),
		status: 400,
		required: ERROR_BODY,
	},
	{
		endpoint:
			'POST /crm/v3/properties/{objectType} (option without displayOrder: refused by 2026-03 only)',
		forms: PATH_FORMS.properties,
		request: async (prefix) => ({
			method: 'POST',
			path: `${prefix}/contacts`,
			json: { ...property('shoe_size'), options: [{ label: 'a', value: 'a', hidden: false }] },
			credential: 'token',
		}),
		status: (version) => (version === '2026-03' ? 400 : 201),
		required: (version) => (version === '2026-03' ? ERROR_BODY : CRM_PROPERTY),
	},
	{
		endpoint: 'POST /crm/v3/properties/{objectType} (display hint: unknown to 2026-09)',
		forms: PATH_FORMS.properties,
		request: async (prefix) => ({
			method: 'POST',
			path: `${prefix}/companies`,
			json: {
				name: 'arr',
				label: 'ARR',
				type: 'number',
				fieldType: 'number',
				groupName: 'companyinformation',
				numberDisplayHint: 'currency',
			},
			credential: 'token',
		}),
		status: (version) => (atLeast(version, '2026-09') ? 400 : 201),
		required: (version) =>
			atLeast(version, '2026-09') ? ERROR_BODY : [...CRM_PROPERTY, 'numberDisplayHint'],
	},
	{
		endpoint: 'POST /crm/v3/properties/{objectType} (name taken)',
		forms: PATH_FORMS.properties,
		request: async (prefix) => ({
			method: 'POST',
			path: `${prefix}/contacts`,
			json: { ...property('email'), type: 'string', fieldType: 'text', options: undefined },
			credential: 'token',
		}),
		status: 409,
		required: ERROR_BODY,
	},
	{
		endpoint: 'PATCH /crm/v3/properties/{objectType}/{propertyName}',
		forms: PATH_FORMS.properties,
		request: async (prefix, _v, f) => {
			await createdProperty(prefix, f);
			return {
				method: 'PATCH',
				path: `${prefix}/contacts/shoe_size`,
				json: { label: 'Shoe Size', options: [option('c', 0)] },
				credential: 'token',
			};
		},
		status: 200,
		required: [...CRM_PROPERTY, 'options[].value'],
	},
	{
		endpoint: 'PATCH /crm/v3/properties/{objectType}/{propertyName} (HubSpot-defined)',
		forms: PATH_FORMS.properties,
		request: async (prefix) => ({
			method: 'PATCH',
			path: `${prefix}/contacts/email`,
			json: { label: 'Mail' },
			credential: 'token',
		}),
		status: 400,
		required: ERROR_BODY,
	},
	{
		endpoint: 'DELETE /crm/v3/properties/{objectType}/{propertyName}',
		forms: PATH_FORMS.properties,
		request: async (prefix, _v, f) => {
			await createdProperty(prefix, f);
			return { method: 'DELETE', path: `${prefix}/contacts/shoe_size`, credential: 'token' };
		},
		status: 204,
		required: [],
	},
	{
		endpoint: 'POST /crm/v3/properties/{objectType}/batch/create (one input refused)',
		forms: PATH_FORMS.properties,
		request: async (prefix) => ({
			method: 'POST',
			path: `${prefix}/contacts/batch/create`,
			json: { inputs: [property('shoe_size'), property('email')] },
			credential: 'token',
		}),
		status: (version) => (atLeast(version, '2026-09') ? 200 : 207),
		required: [
			'status',
			'results[]',
			'errors[]',
			'numErrors',
			...under('results[]', CRM_PROPERTY),
			...under('errors[]', ['category', 'message', 'context']),
		],
	},
	{
		endpoint: 'POST /crm/v3/properties/{objectType}/batch/create',
		forms: PATH_FORMS.properties,
		request: async (prefix) => ({
			method: 'POST',
			path: `${prefix}/contacts/batch/create`,
			json: { inputs: [property('shoe_size')] },
			credential: 'token',
		}),
		status: (version) => (atLeast(version, '2026-09') ? 200 : 201),
		required: ['status', 'results[]', ...under('results[]', CRM_PROPERTY)],
	},
	{
		endpoint: 'POST /crm/v3/properties/{objectType}/groups',
		forms: PATH_FORMS.properties,
		request: async (prefix) => ({
			method: 'POST',
			path: `${prefix}/deals/groups`,
			json: { name: 'renewals', label: 'Renewals' },
			credential: 'token',
		}),
		status: 201,
		required: GROUP,
	},
	{
		endpoint: 'GET /crm/v3/properties/{objectType}/groups',
		forms: PATH_FORMS.properties,
		request: async (prefix) => ({
			method: 'GET',
			path: `${prefix}/deals/groups`,
			credential: 'token',
		}),
		status: 200,
		required: under('results[]', GROUP),
	},
	{
		endpoint: 'PATCH /crm/v3/properties/{objectType}/groups/{groupName}',
		forms: PATH_FORMS.properties,
		request: async (prefix, _v, f) => {
			await f.prepare({
				method: 'POST',
				path: `${prefix}/deals/groups`,
				json: { name: 'renewals', label: 'Renewals' },
				credential: 'token',
			});
			return {
				method: 'PATCH',
				path: `${prefix}/deals/groups/renewals`,
				json: { label: 'Renewal' },
				credential: 'token',
			};
		},
		status: 200,
		required: GROUP,
	},
	{
		endpoint: 'DELETE /crm/v3/properties/{objectType}/groups/{groupName} (HubSpot-defined)',
		forms: PATH_FORMS.properties,
		request: async (prefix) => ({
			method: 'DELETE',
			path: `${prefix}/deals/groups/dealinformation`,
			credential: 'token',
		}),
		status: 400,
		required: ERROR_BODY,
	},
	{
		endpoint: 'POST /crm-object-schemas/v3/schemas',
		forms: PATH_FORMS.schemas,
		request: async (prefix, version) => ({
			method: 'POST',
			path: prefix,
			json: schemaBody(version, 'boats'),
			credential: 'token',
		}),
		status: 201,
		required: [
			'id',
			'objectTypeId',
			'fullyQualifiedName',
			'labels.plural',
			'properties[]',
			'associations[]',
			'requiredProperties',
		],
	},
	{
		endpoint: 'POST /crm-object-schemas/v3/schemas (a field the version requires left out)',
		forms: PATH_FORMS.schemas,
		request: async (prefix, version) => {
			const {
				requiredProperties: _left,
				searchableProperties: _out,
				...body
			} = schemaBody(version, 'boats');
			return {
				method: 'POST',
				path: prefix,
				json: version === 'legacy' ? body : { ...body, requiredProperties: ['hull_id'] },
				credential: 'token',
			};
		},
		status: 400,
		required: ERROR_BODY,
	},
	{
		endpoint:
			'PATCH /crm-object-schemas/v3/schemas/{objectType} (clearDescription required by the date versions)',
		forms: PATH_FORMS.schemas,
		request: async (prefix) => ({
			method: 'PATCH',
			path: `${prefix}/2-3453001`,
			json: { labels: { plural: 'Fleet' } },
			credential: 'token',
		}),
		status: (version) => (version === 'legacy' ? 200 : 400),
		required: (version) => (version === 'legacy' ? TYPE_DEFINITION : ERROR_BODY),
	},
	{
		endpoint: 'POST /crm-object-schemas/v3/schemas/{objectType}/associations',
		forms: PATH_FORMS.schemas,
		request: async (prefix) => ({
			method: 'POST',
			path: `${prefix}/2-3453001/associations`,
			json: { fromObjectTypeId: '2-3453001', toObjectTypeId: '0-3', name: 'car_to_deal' },
			credential: 'token',
		}),
		status: 201,
		required: ASSOCIATION_DEFINITION,
	},
	{
		endpoint:
			'DELETE /crm-object-schemas/v3/schemas/{objectType}/associations/{associationIdentifier}',
		forms: PATH_FORMS.schemas,
		request: async (prefix) => ({
			method: 'DELETE',
			path: `${prefix}/2-3453001/associations/75`,
			credential: 'token',
		}),
		status: 204,
		required: [],
	},
];
