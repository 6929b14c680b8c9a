import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { invalidInput, readText } from '../../../shared/execution/validation';
import type { FormDefinition } from '../../../shared/forms/forms';
import { itemReader } from '../../../shared/execution/itemParameters';

/** Submit's legal consent parameters: none, consent to process (with communications), or legitimate interest. */
export const consentProperties: INodeProperties[] = [
	{
		displayName: 'Legal Consent',
		name: 'legalConsent',
		type: 'options',
		options: [
			{ name: 'None', value: 'none', description: 'Send no consent (forms without GDPR options)' },
			{
				name: 'Consent to Process',
				value: 'consent',
				description:
					'The visitor agreed to the processing of their data, and to the communications ticked',
			},
			{
				name: 'Legitimate Interest',
				value: 'legitimateInterest',
				description: 'Processing on the legal basis of legitimate interest',
			},
		],
		default: 'none',
		description:
			"The consent the visitor gave, for forms with GDPR options (the form's own consent texts are sent when left empty)",
	},
	{
		displayName: 'Consent to Process',
		name: 'consentToProcess',
		type: 'boolean',
		default: true,
		description: 'Whether the visitor agreed to the processing of their data',
		displayOptions: { show: { legalConsent: ['consent'] } },
	},
	{
		displayName: 'Consent Text',
		name: 'consentText',
		type: 'string',
		default: '',
		description: "The text the visitor agreed to; the form's privacy text when empty",
		displayOptions: { show: { legalConsent: ['consent', 'legitimateInterest'] } },
	},
	{
		displayName: 'Communications',
		name: 'communications',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true },
		placeholder: 'Add Communication',
		default: {},
		description: 'The subscription types the visitor agreed (or not) to receive',
		displayOptions: { show: { legalConsent: ['consent'] } },
		options: [
			{
				displayName: 'Communication',
				name: 'communication',
				values: [
					{
						displayName: 'Subscription Type ID',
						name: 'subscriptionTypeId',
						type: 'number',
						default: 0,
						description: 'The ID of the subscription type',
					},
					{
						displayName: 'Agreed',
						name: 'value',
						type: 'boolean',
						default: true,
						description: 'Whether the visitor agreed to receive it',
					},
					{
						displayName: 'Text',
						name: 'text',
						type: 'string',
						default: '',
						description: "The checkbox's text; the form's communication consent text when empty",
					},
				],
			},
		],
	},
	{
		displayName: 'Subscription Type ID',
		name: 'legitimateInterestSubscriptionTypeId',
		type: 'number',
		default: 0,
		description: 'The subscription type the legitimate interest covers',
		displayOptions: { show: { legalConsent: ['legitimateInterest'] } },
	},
	{
		displayName: 'Legal Basis',
		name: 'legalBasis',
		type: 'options',
		options: [
			{ name: 'Customer', value: 'CUSTOMER' },
			{ name: 'Lead', value: 'LEAD' },
		],
		default: 'LEAD',
		displayOptions: { show: { legalConsent: ['legitimateInterest'] } },
	},
];

function positiveId(
	ctx: IExecuteFunctions,
	value: unknown,
	field: string,
	itemIndex: number,
): number {
	const id = Number(value);
	if (!Number.isSafeInteger(id) || id < 1)
		throw invalidInput(
			ctx,
			field,
			itemIndex,
			`must be a subscription type ID (a whole number from 1), got "${String(value)}"`,
		);
	return id;
}

/** An item's `legalConsentOptions`, texts the form's own where left empty; undefined for None. */
export function readLegalConsent(
	ctx: IExecuteFunctions,
	itemIndex: number,
	form: FormDefinition,
): IDataObject | undefined {
	const read = itemReader(ctx);
	const kind = read('legalConsent', itemIndex, 'none');
	if (kind === 'none') return undefined;
	const given = readText(ctx, read('consentText', itemIndex, ''), 'Consent Text', itemIndex).trim();
	const text = given || form.legalConsentOptions?.privacyText || '';
	if (text === '')
		throw invalidInput(
			ctx,
			'Consent Text',
			itemIndex,
			'must not be empty: the form has no privacy text to send instead',
		);
	if (kind === 'legitimateInterest') {
		const subscriptionTypeId = positiveId(
			ctx,
			read('legitimateInterestSubscriptionTypeId', itemIndex, 0),
			'Subscription Type ID',
			itemIndex,
		);
		return {
			legitimateInterest: {
				value: true,
				subscriptionTypeId,
				legalBasis: read('legalBasis', itemIndex, 'LEAD'),
				text,
			},
		};
	}
	const listed =
		((read('communications', itemIndex, {}) ?? {}) as { communication?: IDataObject[] })
			.communication ?? [];
	const communications = listed.map((entry) => {
		const communicationText =
			readText(ctx, entry.text, 'Communications: Text', itemIndex).trim() ||
			form.legalConsentOptions?.communicationConsentText ||
			'';
		if (communicationText === '')
			throw invalidInput(
				ctx,
				'Communications: Text',
				itemIndex,
				'must not be empty: the form has no communication consent text to send instead',
			);
		return {
			value: entry.value !== false,
			subscriptionTypeId: positiveId(
				ctx,
				entry.subscriptionTypeId,
				'Communications: Subscription Type ID',
				itemIndex,
			),
			text: communicationText,
		};
	});
	return {
		consent: {
			consentToProcess: read('consentToProcess', itemIndex, true) === true,
			text,
			communications,
		},
	};
}
