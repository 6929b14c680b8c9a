import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { itemReader } from '../../../shared/execution/itemParameters';
import { invalidInput } from '../../../shared/execution/validation';

/** HubSpot's lawful bases for processing a contact's data (GDPR). */
const LEGAL_BASES = [
	{ name: 'Consent With Notice', value: 'CONSENT_WITH_NOTICE' },
	{ name: 'Legitimate Interest (Client)', value: 'LEGITIMATE_INTEREST_CLIENT' },
	{ name: 'Legitimate Interest (Other)', value: 'LEGITIMATE_INTEREST_OTHER' },
	{ name: 'Legitimate Interest (Product Qualified Lead)', value: 'LEGITIMATE_INTEREST_PQL' },
	{ name: 'Non-GDPR', value: 'NON_GDPR' },
	{ name: 'Performance of Contract', value: 'PERFORMANCE_OF_CONTRACT' },
	{ name: 'Process and Store', value: 'PROCESS_AND_STORE' },
];

/** The legal basis options of a status write: HubSpot requires one when the account's GDPR features are on. */
export const legalBasisOptions: INodeProperties[] = [
	{
		displayName: 'Legal Basis',
		name: 'legalBasis',
		type: 'options',
		options: LEGAL_BASES,
		default: 'CONSENT_WITH_NOTICE',
		description:
			"Why you may e-mail the contact. HubSpot requires it when the account's GDPR features are on.",
	},
	{
		displayName: 'Legal Basis Explanation',
		name: 'legalBasisExplanation',
		type: 'string',
		default: '',
		description: 'How the contact gave consent or why the basis applies (needs a Legal Basis)',
	},
];

/** The item's legal basis and explanation, checked: a basis HubSpot knows, an explanation only with one. */
export function legalBasisOf(ctx: IExecuteFunctions, itemIndex: number): IDataObject {
	const read = itemReader(ctx);
	const legalBasis = String(read('options.legalBasis', itemIndex, '') ?? '').trim();
	const explanation = String(read('options.legalBasisExplanation', itemIndex, '') ?? '').trim();
	if (legalBasis !== '' && !LEGAL_BASES.some((basis) => basis.value === legalBasis))
		throw invalidInput(
			ctx,
			'Legal Basis',
			itemIndex,
			`must be one of ${LEGAL_BASES.map((basis) => basis.value).join(', ')}, got "${legalBasis}"`,
		);
	if (explanation !== '' && legalBasis === '')
		throw invalidInput(ctx, 'Legal Basis Explanation', itemIndex, 'needs a Legal Basis');
	return {
		...(legalBasis ? { legalBasis } : {}),
		...(explanation ? { legalBasisExplanation: explanation } : {}),
	};
}
