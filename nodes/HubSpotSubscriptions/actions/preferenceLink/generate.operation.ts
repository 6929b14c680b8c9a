import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { optionsCollection } from '../../../shared/execution/descriptions';
import { itemReader } from '../../../shared/execution/itemParameters';
import { forEachItem } from '../../../shared/execution/items';
import { invalidInput, readIntegerId } from '../../../shared/execution/validation';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { hubSpotApi } from '../../../shared/transport/transport';
import {
	businessUnitOf,
	businessUnitOption,
	emailField,
	emailOf,
	subscriptionTypeLocator,
} from '../../helpers/fields';

export const description = updateDisplayOptions(
	{ show: { resource: ['preferenceLink'], operation: ['generate'] } },
	[
		emailField,
		subscriptionTypeLocator(false),
		optionsCollection([
			businessUnitOption,
			{
				displayName: 'Language',
				name: 'language',
				type: 'string',
				placeholder: 'de',
				default: '',
				description: 'The language of the preferences page, as a language code',
			},
		]),
	],
);

/**
 * Each item's preference links (v4's call in every API version): the page to manage subscriptions,
 * the link that unsubscribes from all e-mail, and with a subscription type the one that unsubscribes
 * from it alone. For e-mails sent outside HubSpot.
 */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const read = itemReader(this);
	return await forEachItem(this, items, async (itemIndex) => {
		const email = emailOf(this, itemIndex);
		const type = read('subscriptionId', itemIndex, '', { extractValue: true });
		const subscriptionId =
			type === '' || type === undefined || type === null
				? undefined
				: readIntegerId(this, type, 'Subscription Type', itemIndex);
		const language = String(read('options.language', itemIndex, '') ?? '').trim();
		if (language !== '' && !/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(language))
			throw invalidInput(
				this,
				'Language',
				itemIndex,
				`must be a language code such as de or pt-br, got "${language}"`,
			);
		return await hubSpotApi(this, {
			method: 'POST',
			endpoint: ENDPOINTS.subscriptionPreferenceLinks,
			qs: { channel: 'EMAIL', businessUnitId: businessUnitOf(this, itemIndex) },
			body: {
				subscriberIdString: email,
				...(subscriptionId ? { subscriptionId: Number(subscriptionId) } : {}),
				...(language ? { language } : {}),
			},
			// Links are generated, nothing is written.
			idempotent: true,
			itemIndex,
		});
	});
}
