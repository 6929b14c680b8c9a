import { atLeast, PATH_FORMS, type ApiVersion } from '../../versions';
import type { EndpointContract, Fixtures } from './endpointContracts';
import { BATCH_RESPONSE, completeBatch, partialBatch, under } from './requiredFields';

/** v4 `LabelsBetweenObjectPair`: the fields a labelled create answers with for each pair. */
const LABELLED_PAIR = [
	'fromObjectTypeId',
	'fromObjectId',
	'toObjectTypeId',
	'toObjectId',
	'labels',
];
/** v4 `PublicDefaultAssociation`. */
const DEFAULT_PAIR = [
	'from.id',
	'to.id',
	'associationSpec.associationCategory',
	'associationSpec.associationTypeId',
];
/** v4 `AssociationSpecWithLabel`. */
const LABEL = ['category', 'typeId', 'label'];

/** Partial failures: 207 in v4 and 2026-03, the success status with `errors` in 2026-09. */
const partial = (okStatus: number) => (version: ApiVersion) =>
	atLeast(version, '2026-09') ? okStatus : 207;
/** v4 archives answer 204 with no body; the date versions 200 with a batch envelope. */
const archived = {
	status: (version: ApiVersion) => (version === 'legacy' ? 204 : 200),
	required: (version: ApiVersion) => (version === 'legacy' ? [] : BATCH_RESPONSE),
};

const contactAndCompany = async (f: Fixtures) => ({
	contact: (await f.recordIds('contacts', 1))[0],
	company: (await f.recordIds('companies', 1))[0],
});
const MANAGER = { associationCategory: 'USER_DEFINED', associationTypeId: 36 };

/** Associations v4: writes with and without labels, archives, and the labels of a pair of types. */
export const ASSOCIATION_CONTRACTS: EndpointContract[] = [
	{
		endpoint: 'POST /crm/v4/associations/{from}/{to}/batch/create (a label; one record unknown)',
		forms: PATH_FORMS.associationsV4,
		request: async (prefix, _v, f) => {
			const { contact, company } = await contactAndCompany(f);
			const inputs = [company, '999999999'].map((id) => ({
				from: { id: contact },
				to: { id },
				types: [MANAGER],
			}));
			return {
				method: 'POST',
				path: `${prefix}/contacts/companies/batch/create`,
				credential: 'token',
				json: { inputs },
			};
		},
		status: partial(200),
		required: partialBatch(LABELLED_PAIR),
	},
	{
		endpoint: 'POST /crm/v4/associations/{from}/{to}/batch/create (all written)',
		forms: PATH_FORMS.associationsV4,
		request: async (prefix, _v, f) => {
			const { contact, company } = await contactAndCompany(f);
			return {
				method: 'POST',
				path: `${prefix}/contacts/companies/batch/create`,
				credential: 'token',
				json: { inputs: [{ from: { id: contact }, to: { id: company }, types: [MANAGER] }] },
			};
		},
		status: (version) => (atLeast(version, '2026-09') ? 200 : 201),
		required: completeBatch(LABELLED_PAIR),
	},
	{
		endpoint: 'POST /crm/v4/associations/{from}/{to}/batch/associate/default (one record unknown)',
		forms: PATH_FORMS.associationsV4,
		request: async (prefix, _v, f) => {
			const { contact, company } = await contactAndCompany(f);
			const inputs = [company, '999999999'].map((id) => ({ from: { id: contact }, to: { id } }));
			return {
				method: 'POST',
				path: `${prefix}/contacts/companies/batch/associate/default`,
				credential: 'token',
				json: { inputs },
			};
		},
		status: partial(200),
		required: partialBatch(DEFAULT_PAIR),
	},
	{
		endpoint: 'POST /crm/v4/associations/{from}/{to}/batch/archive',
		forms: PATH_FORMS.associationsV4,
		request: async (prefix, _v, f) => {
			const { contact, company } = await contactAndCompany(f);
			return {
				method: 'POST',
				path: `${prefix}/contacts/companies/batch/archive`,
				credential: 'token',
				json: { inputs: [{ from: { id: contact }, to: [{ id: company }] }] },
			};
		},
		...archived,
	},
	{
		endpoint: 'POST /crm/v4/associations/{from}/{to}/batch/labels/archive',
		forms: PATH_FORMS.associationsV4,
		request: async (prefix, _v, f) => {
			const { contact, company } = await contactAndCompany(f);
			return {
				method: 'POST',
				path: `${prefix}/contacts/companies/batch/labels/archive`,
				credential: 'token',
				json: { inputs: [{ from: { id: contact }, to: { id: company }, types: [MANAGER] }] },
			};
		},
		...archived,
	},
	{
		endpoint: 'GET /crm/v4/associations/{from}/{to}/labels',
		forms: PATH_FORMS.associationsV4,
		request: async (prefix) => ({
			method: 'GET',
			path: `${prefix}/contacts/companies/labels`,
			credential: 'token',
		}),
		status: 200,
		required: under('results[]', LABEL),
	},
	{
		endpoint: "GET /crm/associations/v4/{from}/{to}/labels (the newest spec's spelling)",
		forms: { legacy: '/crm/associations/v4' },
		request: async (prefix) => ({
			method: 'GET',
			path: `${prefix}/0-1/0-2/labels`,
			credential: 'token',
		}),
		status: 200,
		required: under('results[]', LABEL),
	},
];
