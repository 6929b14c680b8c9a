import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { NodeApiError, updateDisplayOptions } from 'n8n-workflow';
import { optionsCollection } from '../../../shared/execution/descriptions';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { forEachCheckedWrite } from '../../../shared/execution/items';
import { pathSegment } from '../../../shared/transport/paths';
import { hubSpotApi } from '../../../shared/transport/transport';
import { invalidInput, readDateTime, readText } from '../../../shared/execution/validation';
import {
	fieldKey,
	fieldsOf,
	formIdOf,
	formLocator,
	portalIdOf,
	readForm,
	type FormDefinition,
	type FormFieldDefinition,
} from '../../../shared/forms/forms';
import { consentProperties, readLegalConsent } from './legalConsent';
import { optionList } from '../../../shared/execution/optionList';
import { itemReader } from '../../../shared/execution/itemParameters';
import { CONTACTS_TYPE_ID } from '../../../shared/crm/objectTypes';
import { SCOPES } from '../../../shared/transport/scopes';

const FIELDS = 'Fields';

const show = { resource: ['form'], operation: ['submit'] };

const properties: INodeProperties[] = [
	formLocator,
	{
		displayName: 'Submit As',
		name: 'submitAs',
		type: 'options',
		options: [
			{
				name: 'Public (as a Browser)',
				value: 'public',
				description:
					"Sent without the credential's token, as the form's page would; only the form's own fields. 50 submissions a 10 seconds.",
			},
			{
				name: 'Secure (with the Credential)',
				value: 'secure',
				description: `Sent with the credential's token (scope ${SCOPES.forms}); also takes contact properties that are not fields of the form`,
			},
		],
		default: 'public',
	},
	{
		displayName: FIELDS,
		name: 'fields',
		type: 'resourceMapper',
		noDataExpression: true,
		default: { mappingMode: 'defineBelow', value: null },
		required: true,
		// Shown once a form is chosen (which needs the credential), as n8n's Google Sheets shows its
		// columns once a sheet is: shown before, n8n asks for the fields of no form and offers "Retry".
		displayOptions: { hide: { formId: [''] } },
		typeOptions: {
			loadOptionsDependsOn: ['formId.value'],
			resourceMapper: {
				resourceMapperMethod: 'getFormFields',
				mode: 'add',
				fieldWords: { singular: 'field', plural: 'fields' },
				addAllFields: true,
				multiKeyMatch: false,
				supportAutoMap: true,
			},
		},
		description:
			"The form's fields. With Map Automatically, the input item's fields named like the form's are sent and others ignored.",
	},
	{
		displayName: 'Page Context',
		name: 'context',
		type: 'collection',
		placeholder: 'Add Context',
		default: {},
		description:
			'Where and by whom the form was filled in: HubSpot links the submission to the visitor and the page',
		options: [
			{
				displayName: 'HubSpot Cookie (Hutk)',
				name: 'hutk',
				type: 'string',
				default: '',
				description:
					"The visitor's hubspotutk cookie: links the submission to the visitor's page views",
			},
			{
				displayName: 'IP Address',
				name: 'ipAddress',
				type: 'string',
				default: '',
				description: "The visitor's IP address",
			},
			{
				displayName: 'Page ID',
				name: 'pageId',
				type: 'string',
				default: '',
				description: 'The ID of the HubSpot page the form is on',
			},
			{
				displayName: 'Page Name',
				name: 'pageName',
				type: 'string',
				default: '',
				description: 'The title of the page the form was filled in on',
			},
			{
				displayName: 'Page URI',
				name: 'pageUri',
				type: 'string',
				default: '',
				description: 'The URL of the page the form was filled in on',
			},
		],
	},
	...consentProperties,
	optionsCollection([
		{
			displayName: 'Submitted At',
			name: 'submittedAt',
			type: 'dateTime',
			default: '',
			description:
				"When the form was filled in, if not now (at most a month back); it sets the contact's original source date",
		},
	]),
];

export const description = updateDisplayOptions({ show }, properties);

interface MapperValue {
	mappingMode?: string;
	value?: IDataObject | null;
}

/** A field value as the forms host takes it: text; multiple checkboxes joined by `;`, dates as YYYY-MM-DD. */
function formValue(
	field: FormFieldDefinition | undefined,
	raw: unknown,
): { value: string } | { problem: string } {
	if (field?.fieldType === 'multiple_checkboxes') {
		const chosen = optionList(raw);
		return chosen
			? checkOptions(field, chosen)
			: { problem: 'must be option values as a list or joined with ";"' };
	}
	if (Array.isArray(raw)) return { problem: 'must be one value, not a list' };
	if (typeof raw === 'object' && raw !== null)
		return { problem: 'must be text, a number or a boolean, not an object' };
	const text = String(raw);
	switch (field?.fieldType) {
		case 'number':
			return text.trim() !== '' && Number.isFinite(Number(text))
				? { value: text.trim() }
				: { problem: `must be a number, got "${text}"` };
		case 'single_checkbox':
			return text === 'true' || text === 'false'
				? { value: text }
				: { problem: `must be true or false, got "${text}"` };
		case 'datepicker': {
			if (/^\d{4}-\d{2}-\d{2}/.test(text)) return { value: text.slice(0, 10) };
			const at = typeof raw === 'number' ? raw : Date.parse(text);
			return Number.isFinite(at)
				? { value: new Date(at).toISOString().slice(0, 10) }
				: { problem: `must be a date such as 2026-03-01, got "${text}"` };
		}
		case 'dropdown':
		case 'radio':
		case 'payment_link_radio':
			return checkOptions(field, [text]);
		default:
			return { value: text };
	}
}

/** Option values the field offers. */
function checkOptions(
	field: FormFieldDefinition,
	chosen: string[],
): { value: string } | { problem: string } {
	const allowed = (field.options ?? []).map((option) => option.value);
	const unknown = chosen.filter((value) => !allowed.includes(value));
	if (unknown.length)
		return {
			problem: `"${unknown.join(';')}" is not one of the field's options (${allowed.join(', ')})`,
		};
	return { value: chosen.join(';') };
}

/**
 * The fields an item sends, checked against the form's definition before anything is sent: a field
 * the form does not have (public submissions), a value its type or options refuse, a required field
 * without a value.
 */
function readFields(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
	itemIndex: number,
	form: FormDefinition,
	secure: boolean,
): Array<{ objectTypeId: string; name: string; value: string }> {
	const read = itemReader(ctx);
	const byKey = new Map(fieldsOf(form).map((field) => [fieldKey(field), field]));
	const mapper = (read('fields', itemIndex, {}) ?? {}) as MapperValue;
	const given =
		mapper.mappingMode === 'autoMapInputData'
			? Object.entries(items[itemIndex].json).filter(([key]) => byKey.has(key))
			: Object.entries(mapper.value ?? {});
	const sent: Array<{ objectTypeId: string; name: string; value: string }> = [];
	for (const [key, raw] of given) {
		if (raw === null || raw === undefined || raw === '') continue;
		const field = byKey.get(key);
		if (!field && !secure) {
			throw invalidInput(
				ctx,
				FIELDS,
				itemIndex,
				`"${key}" is not a field of the form "${form.name}"`,
				'A public submission takes only the form\'s own fields: remove it, or choose Submit As "Secure" to send other contact properties.',
			);
		}
		const converted = formValue(field, raw);
		if ('problem' in converted)
			throw invalidInput(ctx, FIELDS, itemIndex, `field "${key}" ${converted.problem}`);
		const [objectTypeId, name] = field
			? [field.objectTypeId, field.name]
			: key.includes('/')
				? (key.split('/', 2) as [string, string])
				: [CONTACTS_TYPE_ID, key];
		sent.push({ objectTypeId, name, value: converted.value });
	}
	for (const field of fieldsOf(form).filter((f) => f.required)) {
		if (
			!sent.some((value) => value.name === field.name && value.objectTypeId === field.objectTypeId)
		) {
			throw invalidInput(
				ctx,
				FIELDS,
				itemIndex,
				`the form "${form.name}" requires "${field.label || field.name}" (${fieldKey(field)}), which has no value`,
			);
		}
	}
	return sent;
}

/** The Page Context's values that are set. */
function readContext(ctx: IExecuteFunctions, itemIndex: number): IDataObject | undefined {
	const read = itemReader(ctx);
	const given = (read('context', itemIndex, {}) ?? {}) as IDataObject;
	const context: IDataObject = {};
	for (const [name, value] of Object.entries(given)) {
		const text = readText(ctx, value, `Page Context: ${name}`, itemIndex).trim();
		if (text !== '') context[name] = text;
	}
	return Object.keys(context).length ? context : undefined;
}

function readSubmittedAt(ctx: IExecuteFunctions, itemIndex: number): string | undefined {
	const read = itemReader(ctx);
	const value = ((read('options', itemIndex, {}) ?? {}) as IDataObject).submittedAt as unknown;
	const at = readDateTime(ctx, value, 'Submitted At', itemIndex);
	return at === undefined ? undefined : String(at);
}

/**
 * Each item is one submission to the forms host. The form's definition is read once per form a run
 * submits to, and the account's portal ID once per run: an unknown form, a form with reCAPTCHA, a
 * field the form lacks and a required field without a value are refused before the submission is
 * sent; what only HubSpot checks (an e-mail address it refuses, the context) comes back as its error
 * for the item. The output is HubSpot's answer (its thank-you message or redirect) and what was sent.
 */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	const definitions = new Map<string, Promise<FormDefinition>>();
	let portalId: Promise<string> | undefined;
	return await forEachCheckedWrite(this, items, async (itemIndex) => {
		const formId = formIdOf(this, itemIndex);
		if (!definitions.has(formId)) definitions.set(formId, readForm(this, formId, { itemIndex }));
		const form = await definitions.get(formId)!.catch((error: unknown) => {
			if (error instanceof NodeApiError && error.httpCode === '404') {
				throw invalidInput(
					this,
					'Form',
					itemIndex,
					`the account has no live form with ID ${formId}`,
					'Pick the form from the list, or check that it is not archived.',
				);
			}
			throw error;
		});
		if (form.configuration?.recaptchaEnabled) {
			throw invalidInput(
				this,
				'Form',
				itemIndex,
				`the form "${form.name}" has reCAPTCHA on, and HubSpot refuses API submissions to it`,
				"Turn reCAPTCHA off in the form's settings, or submit to another form.",
			);
		}
		const secure = read('submitAs', itemIndex, 'public') === 'secure';
		const body: IDataObject = { fields: readFields(this, items, itemIndex, form, secure) };
		const context = readContext(this, itemIndex);
		if (context) body.context = context;
		const legalConsentOptions = readLegalConsent(this, itemIndex, form);
		if (legalConsentOptions) body.legalConsentOptions = legalConsentOptions;
		const submittedAt = readSubmittedAt(this, itemIndex);
		if (submittedAt) body.submittedAt = submittedAt;
		portalId ??= portalIdOf(this);
		const segments = {
			portalId: pathSegment(this, await portalId, 'Portal ID', itemIndex),
			formId: pathSegment(this, formId, 'Form', itemIndex),
		};
		return async () => {
			const answer = await hubSpotApi<IDataObject>(this, {
				method: 'POST',
				endpoint: secure ? ENDPOINTS.formSubmitSecure : ENDPOINTS.formSubmitPublic,
				segments,
				body,
				withoutAuthentication: !secure,
				itemIndex,
			});
			return { ...answer, formId, submittedAs: secure ? 'secure' : 'public', sent: body };
		};
	});
}
