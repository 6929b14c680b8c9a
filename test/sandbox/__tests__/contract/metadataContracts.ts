import type { ApiVersion } from '../../versions';
import { PATH_FORMS } from '../../versions';
import type { EndpointContract } from './endpointContracts';
import { ERROR_BODY, under } from './requiredFields';

/** `PublicOwner`. */
const OWNER = ['id', 'type', 'createdAt', 'updatedAt', 'archived'];
/** `Pipeline`; its stages also require `writePermissions` in the date versions. */
const PIPELINE = ['id', 'label', 'displayOrder', 'createdAt', 'updatedAt', 'archived'];
const STAGE = ['id', 'label', 'displayOrder', 'metadata', 'createdAt', 'updatedAt', 'archived'];
const stageOf = (version: ApiVersion) =>
	version === 'legacy' ? STAGE : [...STAGE, 'writePermissions'];

/** Owners and pipelines. */
export const OWNER_PIPELINE_CONTRACTS: EndpointContract[] = [
	{
		endpoint: 'GET /crm/v3/owners',
		forms: PATH_FORMS.owners,
		request: async (prefix) => ({ method: 'GET', path: `${prefix}?limit=2`, credential: 'token' }),
		status: 200,
		required: ['results', 'paging.next.after', ...under('results[]', OWNER)],
	},
	{
		endpoint: 'GET /crm/v3/owners (limit above 500)',
		forms: PATH_FORMS.owners,
		request: async (prefix) => ({
			method: 'GET',
			path: `${prefix}?limit=501`,
			credential: 'token',
		}),
		status: 400,
		required: [...ERROR_BODY, 'context.limit'],
	},
	{
		endpoint: 'GET /crm/v3/owners/{ownerId} (by user id)',
		forms: PATH_FORMS.owners,
		request: async (prefix) => ({
			method: 'GET',
			path: `${prefix}/9100002?idProperty=userId`,
			credential: 'token',
		}),
		status: 200,
		required: [...OWNER, 'email', 'userId', 'teams[]'],
	},
	{
		endpoint: 'GET /crm/v3/owners/{ownerId} (unknown)',
		forms: PATH_FORMS.owners,
		request: async (prefix) => ({ method: 'GET', path: `${prefix}/123`, credential: 'token' }),
		status: 404,
		required: ERROR_BODY,
	},
	{
		endpoint: 'GET /crm/v3/pipelines/{objectType}',
		forms: PATH_FORMS.pipelines,
		request: async (prefix) => ({ method: 'GET', path: `${prefix}/deals`, credential: 'token' }),
		status: 200,
		required: (version) => [
			...under('results[]', PIPELINE),
			...under('results[].stages[]', stageOf(version)),
		],
	},
	{
		endpoint: 'GET /crm/v3/pipelines/{objectType}/{pipelineId}',
		forms: PATH_FORMS.pipelines,
		request: async (prefix) => ({
			method: 'GET',
			path: `${prefix}/tickets/0`,
			credential: 'token',
		}),
		status: 200,
		required: (version) => [...PIPELINE, ...under('stages[]', stageOf(version))],
	},
];

/** `ObjectSchema` (the date versions require the fields v3 left optional too). */
const SCHEMA = [
	'id',
	'name',
	'labels.singular',
	'labels.plural',
	'properties[]',
	'requiredProperties',
	'associations[]',
	'allowsSensitiveProperties',
	'archived',
	'fullyQualifiedName',
	'objectTypeId',
	'searchableProperties',
	'secondaryDisplayProperties',
];

/** Custom object schemas, in both legacy spellings and the date versions. */
export const SCHEMA_CONTRACTS: EndpointContract[] = [
	{
		endpoint: 'GET /crm/v3/schemas',
		forms: { ...PATH_FORMS.schemas, legacy: '/crm/v3/schemas' },
		request: async (prefix) => ({ method: 'GET', path: prefix, credential: 'token' }),
		status: 200,
		required: under('results[]', SCHEMA),
	},
	{
		endpoint: 'GET /crm-object-schemas/v3/schemas/{objectType}',
		forms: PATH_FORMS.schemas,
		request: async (prefix) => ({
			method: 'GET',
			path: `${prefix}/2-3453001`,
			credential: 'token',
		}),
		status: 200,
		required: SCHEMA,
	},
];
