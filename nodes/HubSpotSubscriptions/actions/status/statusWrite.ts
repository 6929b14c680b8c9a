import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { optionsCollection } from '../../../shared/execution/descriptions';
import { runItemBatches } from '../../../shared/execution/batching';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { pathSegment } from '../../../shared/transport/paths';
import { apiVersionFor, hubSpotApi } from '../../../shared/transport/transport';
import {
	emailField,
	emailOf,
	subscriptionIdOf,
	subscriptionTypeLocator,
} from '../../helpers/fields';
import { legalBasisOf, legalBasisOptions } from './legalBasis';

/** What a status write sets: HubSpot's v4 `statusState`. */
export type StatusState = 'SUBSCRIBED' | 'UNSUBSCRIBED';

/** The fields of Subscribe, Unsubscribe and Resubscribe. */
export const statusWriteDescription = (operation: string): INodeProperties[] =>
	updateDisplayOptions({ show: { resource: ['status'], operation: [operation] } }, [
		emailField,
		subscriptionTypeLocator(true),
		optionsCollection(legalBasisOptions),
	]);

/** v4's form (and the date versions'): the address in the path, an integer id and the state. */
export async function writeStatusV4(
	ctx: IExecuteFunctions,
	email: string,
	body: IDataObject,
	itemIndex: number,
): Promise<IDataObject> {
	const answer = await hubSpotApi(ctx, {
		method: 'POST',
		endpoint: ENDPOINTS.subscriptionStatusWrite,
		segments: { emailAddress: pathSegment(ctx, email, 'Email', itemIndex) },
		body: { channel: 'EMAIL', ...body },
		// Setting a state twice leaves the same state.
		idempotent: true,
		itemIndex,
	});
	return ((answer.results ?? []) as IDataObject[])[0] ?? {};
}

/**
 * Sets each item's subscription to a state, in the form the credential's API version takes: v3
 * (legacy) sends the address and the id as text to `/subscribe` or `/unsubscribe`, and refuses to
 * resubscribe an address that opted out; v4 and the date versions send the integer id and
 * `statusState`, which resubscribes. `resubscribe` sends v4's form in every version (v4 on the
 * legacy path), the only one that can. Every item is read and checked first, then one request per
 * item (HubSpot sets one status per call) through the shared batch runner.
 */
export async function writeStatuses(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
	state: StatusState,
	{ resubscribe = false } = {},
): Promise<INodeExecutionData[]> {
	const v3 =
		!resubscribe && (await apiVersionFor(ctx, ENDPOINTS.subscriptionStatuses)) === 'legacy';
	return await runItemBatches(
		ctx,
		items,
		(itemIndex) => {
			const email = emailOf(ctx, itemIndex);
			const subscriptionId = subscriptionIdOf(ctx, itemIndex);
			return {
				key: `${email}:${subscriptionId}`,
				body: { email, subscriptionId, ...legalBasisOf(ctx, itemIndex) },
				requestGroup: 'one status per request',
			};
		},
		() => ({
			maxPerRequest: 1,
			send: async ([input]) => {
				const { email, subscriptionId, ...basis } = input.body as IDataObject & {
					email: string;
					subscriptionId: string;
				};
				const answer = v3
					? await hubSpotApi(ctx, {
							method: 'POST',
							endpoint:
								state === 'SUBSCRIBED'
									? ENDPOINTS.subscriptionSubscribeV3
									: ENDPOINTS.subscriptionUnsubscribeV3,
							body: { emailAddress: email, subscriptionId, ...basis },
							// Setting a state twice leaves the same state.
							idempotent: true,
							itemIndex: input.itemIndex,
						})
					: await writeStatusV4(
							ctx,
							email,
							{ subscriptionId: Number(subscriptionId), statusState: state, ...basis },
							input.itemIndex,
						);
				return { results: [{ emailAddress: email, ...answer }] };
			},
			resultKeys: (result) => [
				`${String(result.emailAddress)}:${String(result.subscriptionId ?? result.id)}`,
			],
		}),
		(result) => result,
	);
}
