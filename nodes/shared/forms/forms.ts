import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { ENDPOINTS } from '../transport/endpoints';
import type { HubSpotContext } from '../transport/nodeContext';
import { collectPages, nextCursor, type Page } from '../transport/pagination';
import { pathSegment } from '../transport/paths';
import { hubSpotApi } from '../transport/transport';
import { invalidInput, readText } from '../execution/validation';
import { itemReader } from '../execution/itemParameters';
import { CONTACTS_TYPE_ID } from '../crm/objectTypes';

/**
 * HubSpot's forms as the Forms node and the Form Trigger read them: definitions (marketing v3, no
 * date version), their fields, the account's portal ID that submissions name, and the submissions
 * of a form (v1, newest first).
 */

export interface FormFieldDefinition {
	/** `0-1` contacts, `0-2` companies: the object whose property the field writes. */
	objectTypeId: string;
	name: string;
	label?: string;
	fieldType: string;
	required?: boolean;
	hidden?: boolean;
	options?: Array<{ label?: string; value: string }>;
}

export interface FormDefinition extends IDataObject {
	id: string;
	name: string;
	formType?: string;
	archived?: boolean;
	fieldGroups: Array<{ fields?: FormFieldDefinition[] }>;
	configuration?: { recaptchaEnabled?: boolean };
	legalConsentOptions?: { type?: string; privacyText?: string; communicationConsentText?: string };
}

/** One submission as v1 lists it. */
export interface FormSubmission {
	conversionId: string;
	submittedAt: number;
	values: Array<{ name: string; value: string; objectTypeId?: string }>;
	pageUrl?: string;
}

/** Submissions a v1 page holds at most. */
export const SUBMISSIONS_PER_PAGE = 50;
/** Form definitions asked for a page (HubSpot documents no maximum). */
const FORMS_PER_PAGE = 50;

/** The form an operation acts on: picked by name from the account's forms, or given by its ID (a GUID). */
export const formLocator: INodeProperties = {
	displayName: 'Form',
	name: 'formId',
	type: 'resourceLocator',
	required: true,
	default: { mode: 'list', value: '' },
	description: 'The HubSpot form',
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			typeOptions: { searchListMethod: 'searchForms', searchable: true },
		},
		{
			displayName: 'By ID',
			name: 'id',
			type: 'string',
			placeholder: 'e.g. 0f6a1b7e-3c2d-4e5f-8a9b-000000000001',
			validation: [
				{
					type: 'regex',
					properties: {
						regex: '^[0-9a-fA-F-]{8,64}$',
						errorMessage: 'A form ID is a GUID such as 0f6a1b7e-3c2d-4e5f-8a9b-000000000001',
					},
				},
			],
		},
	],
};

/** The chosen form's ID as given, checked to be one: a GUID's characters. */
export function formIdOf(ctx: IExecuteFunctions, itemIndex: number): string {
	const read = itemReader(ctx);
	const id = readText(
		ctx,
		read('formId', itemIndex, '', { extractValue: true }),
		'Form',
		itemIndex,
	).trim();
	if (!/^[0-9a-fA-F-]{8,64}$/.test(id))
		throw invalidInput(
			ctx,
			'Form',
			itemIndex,
			`must be a form ID (a GUID such as 0f6a1b7e-3c2d-4e5f-8a9b-000000000001), got "${id}"`,
		);
	return id;
}

export interface FormListing {
	formTypes?: string[];
	archived?: boolean;
	returnAll: boolean;
	limit: number;
}

/** The account's forms of the given types (HubSpot's default: marketing forms), archived or live. */
export async function listForms(
	ctx: HubSpotContext,
	{ formTypes = [], archived = false, returnAll, limit }: FormListing,
	itemIndex?: number,
): Promise<FormDefinition[]> {
	return await collectPages<FormDefinition>(
		async (after, pageSize) => {
			const page = await hubSpotApi<{
				results: FormDefinition[];
				paging?: { next?: { after?: string } };
			}>(ctx, {
				method: 'GET',
				endpoint: ENDPOINTS.forms,
				qs: {
					limit: pageSize,
					...(after ? { after } : {}),
					...(archived ? { archived: true } : {}),
					...(formTypes.length ? { formTypes } : {}),
				},
				itemIndex,
			});
			return { results: page.results, next: nextCursor(page) };
		},
		{ returnAll, limit, maxPageSize: FORMS_PER_PAGE },
	);
}

/** One form's definition. */
export async function readForm(
	ctx: HubSpotContext,
	formId: string,
	{ archived = false, itemIndex }: { archived?: boolean; itemIndex?: number } = {},
): Promise<FormDefinition> {
	return await hubSpotApi<FormDefinition>(ctx, {
		method: 'GET',
		endpoint: ENDPOINTS.form,
		segments: { formId: pathSegment(ctx, formId, 'Form', itemIndex) },
		qs: archived ? { archived: true } : undefined,
		itemIndex,
	});
}

/** Every field of a form, its groups' in order. */
export const fieldsOf = (form: FormDefinition): FormFieldDefinition[] =>
	form.fieldGroups.flatMap((group) => group.fields ?? []);

/**
 * The key a field has in the Submit mapper and in submissions read: contact properties by their
 * name, other objects' as `<objectTypeId>/<name>` (a company's `name` is not a contact's).
 */
export const fieldKey = (field: { objectTypeId?: string; name: string }): string =>
	!field.objectTypeId || field.objectTypeId === CONTACTS_TYPE_ID
		? field.name
		: `${field.objectTypeId}/${field.name}`;

/** The account's ID, which the forms host's paths name. */
export async function portalIdOf(ctx: HubSpotContext): Promise<string> {
	const details = await hubSpotApi<{ portalId: number | string }>(ctx, {
		method: 'GET',
		endpoint: ENDPOINTS.accountDetails,
	});
	return String(details.portalId);
}

/** One page of a form's submissions, newest first, from `after` on. */
export async function submissionsPage(
	ctx: HubSpotContext,
	formId: string,
	after: string | undefined,
	limit = SUBMISSIONS_PER_PAGE,
	itemIndex?: number,
): Promise<Page<FormSubmission>> {
	const page = await hubSpotApi<{
		results: FormSubmission[];
		paging?: { next?: { after?: string } };
	}>(ctx, {
		method: 'GET',
		endpoint: ENDPOINTS.formSubmissions,
		segments: { formId: pathSegment(ctx, formId, 'Form', itemIndex) },
		qs: { limit, ...(after ? { after } : {}) },
		itemIndex,
	});
	return { results: page.results, next: nextCursor(page) };
}

/**
 * A submission as one flat item: the form, the submission's id, time (ISO) and page, then each value
 * under its field's key. HubSpot's property names are lower case, so they never meet the camel-case
 * names of the first four; a name given twice (several checkboxes) has its values joined by `;`.
 */
export function flatSubmission(formId: string, submission: FormSubmission): IDataObject {
	const item: IDataObject = {
		formId,
		conversionId: submission.conversionId,
		submittedAt: new Date(submission.submittedAt).toISOString(),
		pageUrl: submission.pageUrl ?? '',
	};
	for (const value of submission.values) {
		const key = fieldKey(value);
		item[key] = item[key] === undefined ? value.value : `${String(item[key])};${value.value}`;
	}
	return item;
}
