import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { itemReader } from '../../../shared/execution/itemParameters';
import { invalidInput, readText } from '../../../shared/execution/validation';

/** The period fields of the reports. */
export const REPORT_PERIOD = { from: 'Start Date', to: 'End Date' };

/** HubSpot's contact attribution types, as the metrics name what each counts. */
const CONTACT_TYPES = [
	{
		name: 'New Contacts (First Touch)',
		value: 'contactFirstTouch',
		description: 'New contacts whose first interaction was with the campaign',
	},
	{
		name: 'New Contacts (Last Touch)',
		value: 'contactLastTouch',
		description:
			'New contacts whose last interaction before becoming a contact was with the campaign',
	},
	{
		name: 'Influenced Contacts',
		value: 'influencedContacts',
		description: 'Contacts who interacted with the campaign at any point',
	},
];

export const contactTypeField: INodeProperties = {
	displayName: 'Attribution Type',
	name: 'contactType',
	type: 'options',
	options: CONTACT_TYPES,
	default: 'influencedContacts',
	description: 'Which of the campaign’s contacts to list, as the campaign metrics count them',
};

/** HubSpot's revenue attribution models. */
const ATTRIBUTION_MODELS = [
	['Linear', 'LINEAR'],
	['First Interaction', 'FIRST_INTERACTION'],
	['Last Interaction', 'LAST_INTERACTION'],
	['Full Path', 'FULL_PATH'],
	['U-Shaped', 'U_SHAPED'],
	['W-Shaped', 'W_SHAPED'],
	['Time Decay', 'TIME_DECAY'],
	['J-Shaped', 'J_SHAPED'],
	['Inverse J-Shaped', 'INVERSE_J_SHAPED'],
] as const;

export const attributionModelField: INodeProperties = {
	displayName: 'Attribution Model',
	name: 'attributionModel',
	type: 'options',
	options: ATTRIBUTION_MODELS.map(([name, value]) => ({ name, value })),
	default: 'LINEAR',
	description: "How a deal's revenue is shared among the interactions that led to it",
};

/** The item's value of an options field, refused unless it is one of the field's options. */
export function readChoice(
	ctx: IExecuteFunctions,
	itemIndex: number,
	field: { name: string; displayName: string; options?: INodeProperties['options'] },
): string {
	const value = readText(
		ctx,
		itemReader(ctx)(field.name, itemIndex, ''),
		field.displayName,
		itemIndex,
	);
	const allowed = (field.options ?? []).map((option) =>
		String((option as { value: unknown }).value),
	);
	if (!allowed.includes(value))
		throw invalidInput(ctx, field.displayName, itemIndex, `must be one of ${allowed.join(', ')}`);
	return value;
}
